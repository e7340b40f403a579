/**
 * The pages the next-batch list's e-mailed links open (decision 025): routed by
 * web/src/app/paths.ts, written into the links by lambdas/inbox/next-batch.ts. A module of its
 * own, so the router's first-load bundle carries these paths and not the form's schema.
 */
export const nextBatchConfirmPath = '/next-batch/confirm';
export const nextBatchLeavePath = '/next-batch/leave';
