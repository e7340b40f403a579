// How much a checkout that is not paid yet may hold (decision 012). A checkout holds a
// seat, and a limited coupon's use, for the 15 minutes PhonePe gives the learner to pay; these
// bounds keep people who never pay from holding what paying learners need.

/** Unpaid holds take at most this per cent of a batch's seats (a fifth), and always at least one. */
export const unpaidSharePercent = 20;

/** The share of `count`, rounded down, at least one; in integers, so 15 seats give exactly 3. */
const shareOf = (count: number) => Math.max(1, Math.floor((count * unpaidSharePercent) / 100));

/** Open (unpaid) checkouts one client, one e-mail address or one phone number may have at once. */
export const maxOpenHoldsPerLearner = 2;

/** The most seats of a batch of `seats` that unpaid checkouts may hold at once. */
export const unpaidSeatCap = (seats: number): number => shareOf(seats);

/**
 * The most unpaid checkouts that may carry a coupon limited to `usageLimit` uses, `usedCount` of
 * them paid: the uses still left, and a fifth of the limit (at least one) besides. A use is
 * counted when paid, so one unpaid checkout never uses a code up for someone who pays; whoever
 * pays first gets the uses left, and a payment that finds none left is refunded.
 */
export const unpaidCouponCap = (usageLimit: number, usedCount: number): number =>
  Math.max(0, usageLimit - usedCount) + shareOf(usageLimit);

export const unpaidHoldMessages = {
  batchBusy:
    'Other learners are paying for seats in this batch right now. Please try again in a few minutes.',
  tooManyOpen:
    'You already have 2 payments waiting to be completed. Please finish one, or try again in 15 minutes.',
} as const;
