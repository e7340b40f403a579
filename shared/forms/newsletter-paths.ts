/**
 * The pages the newsletter's e-mailed links open: routed by web/src/app/paths.ts, written into
 * the links by lambdas/inbox/newsletter.ts. A module of its own, so the router's first-load
 * bundle carries these paths and not the newsletter's texts.
 */
export const newsletterConfirmPath = '/newsletter/confirm';
export const newsletterUnsubscribePath = '/newsletter/unsubscribe';
