import { createHash, timingSafeEqual } from 'node:crypto';

// PhonePe's request and callback signatures, as its documentation gives the recipes. Pure
// functions: the unit tests check them against values computed from the recipes independently.

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** PG v1 request header: SHA256(base64Payload + apiPath + saltKey) + '###' + saltIndex. */
export function xVerify(
  base64Payload: string,
  apiPath: string,
  saltKey: string,
  saltIndex: number | string,
): string {
  return `${sha256Hex(base64Payload + apiPath + saltKey)}###${saltIndex}`;
}

/** PG v1 S2S callback header: SHA256(base64Response + saltKey) + '###' + saltIndex. */
export function callbackXVerify(
  base64Response: string,
  saltKey: string,
  saltIndex: number | string,
): string {
  return `${sha256Hex(base64Response + saltKey)}###${saltIndex}`;
}

/** Standard Checkout v2 webhook header: SHA256 hex of 'username:password'. */
export function webhookAuthorization(username: string, password: string): string {
  return sha256Hex(`${username}:${password}`);
}

/**
 * Compares a received signature with the expected one in constant time. Both sides are hashed
 * first, so neither the content nor the length of the expected value leaks through timing.
 */
export function signaturesMatch(received: string | undefined, expected: string): boolean {
  if (received === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/** The JSON a PG v1 request or callback carries, base64-encoded as PhonePe expects. */
export const toBase64Json = (value: unknown): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
