import { randomBytes } from 'node:crypto';

// docs/product.md §9 and docs/product.md §11: the order id is prefix_timestamp_random. PhonePe accepts up to 35
// characters of letters, digits, '_' and '-'; ours are 30, e.g. NXT_1732270000000_9f3a1c2b7d4e.

export const merchantTransactionPrefix = 'NXT';

export const merchantTransactionIdPattern = /^NXT_\d{13}_[0-9a-f]{12}$/;

export function newMerchantTransactionId(now = new Date()): string {
  return `${merchantTransactionPrefix}_${now.getTime()}_${randomBytes(6).toString('hex')}`;
}
