/**
 * A learner's own page (decision 015): routed by web/src/app/paths.ts, linked from the enrolment
 * confirmation mail (lambdas/checkout-payments/tax-documents/enrollment-mails.ts). A module of
 * its own, so the router's first-load bundle carries this path alone.
 */
export const myLearningPath = '/my-learning';
