/**
 * Where the waiting list's e-mailed links lead (decision 025): routed by web/src/app/paths.ts,
 * written into the links by lambdas/checkout-payments/waiting-lists.ts. A module of its own, so
 * the router's first-load bundle carries these paths and not the list's schema.
 */
export const waitingListConfirmPath = '/waiting-list/confirm';
export const waitingListLeavePath = '/waiting-list/leave';

/** The checkout page's query names of an offer link: `?batch=…&offer=<entryId>&token=…`. */
export const offerLinkParams = { batch: 'batch', offer: 'offer', token: 'token' } as const;

/** The enrolment page of a course (web/src/app/paths.ts's `enroll`), where an offer link leads. */
export const offerCheckoutPath = (courseSlug: string) =>
  `/learning/${encodeURIComponent(courseSlug)}/enroll`;

/** An offer mail's link into checkout, as a path with its query (the site's address added). */
export function offerCheckoutLink(
  courseSlug: string,
  offer: { batchId: string; entryId: string; token: string },
): string {
  const query = new URLSearchParams({
    [offerLinkParams.batch]: offer.batchId,
    [offerLinkParams.offer]: offer.entryId,
    [offerLinkParams.token]: offer.token,
  });
  return `${offerCheckoutPath(courseSlug)}?${query.toString()}`;
}

/** The enrolment page's query that opens a full batch's waiting-list form: `?waitlist=<batchId>`. */
export const waitingListJoinParam = 'waitlist';

/** The course page's way onto a full batch's waiting list: the enrolment page, its form open. */
export const waitingListJoinLink = (courseSlug: string, batchId: string) =>
  `${offerCheckoutPath(courseSlug)}?${new URLSearchParams({ [waitingListJoinParam]: batchId }).toString()}`;
