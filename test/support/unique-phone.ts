import { randomInt } from 'node:crypto';

/**
 * An Indian mobile number of the test's own: one number may have only two unpaid checkouts
 * open at once (decision 012), and tests running side by side must not share that cap.
 */
export const uniquePhone = () => `9${randomInt(100_000_000, 1_000_000_000)}`;
