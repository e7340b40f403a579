import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The tokens of e-mailed links (a booking's confirmation, the newsletter's confirm and
// unsubscribe): 32 random bytes, so unguessable, of which only the SHA-256 is stored, so a
// copy of the table opens no link.

/** A fresh token for a link, and the hash to store in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function matchesLinkToken(token: string, storedHash: string | undefined): boolean {
  const given = Buffer.from(linkTokenHash(token));
  const expected = Buffer.from(storedHash ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** When a link mailed at `now` stops working, `hours` later (an ISO instant). */
export const mailedLinkExpiry = (now: Date, hours: number): string =>
  new Date(now.getTime() + hours * 60 * 60_000).toISOString();
