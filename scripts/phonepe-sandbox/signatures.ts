import { createHash, timingSafeEqual } from 'node:crypto';

// The sandbox's own copy of PhonePe's recipes, written apart from lambdas/checkout-payments/phonepe/checksums.ts
// on purpose: if the two ever disagree, the integration tests fail instead of agreeing on a bug.

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** PG v1: SHA256(base64 + apiPath + saltKey)###saltIndex (the status API signs the path alone). */
export const v1RequestChecksum = (
  base64: string,
  apiPath: string,
  saltKey: string,
  saltIndex: number,
) => `${sha256(base64 + apiPath + saltKey)}###${saltIndex}`;

/** PG v1 S2S callback: SHA256(response + saltKey)###saltIndex. */
export const v1CallbackChecksum = (response: string, saltKey: string, saltIndex: number) =>
  `${sha256(response + saltKey)}###${saltIndex}`;

/** Standard Checkout v2 webhook: Authorization is SHA256 hex of 'username:password'. */
export const v2WebhookAuthorization = (username: string, password: string) =>
  sha256(`${username}:${password}`);

export function sameText(received: string | undefined, expected: string): boolean {
  if (received === undefined) return false;
  const a = createHash('sha256').update(received).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
