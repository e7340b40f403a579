/**
 * The page the e-mailed booking confirmation link opens (decision 012): routed by
 * web/src/app/paths.ts, written into the link by lambdas/inbox/bookings.ts. A module of its own,
 * so the router's first-load bundle carries this path and not the booking form's texts.
 */
export const bookingConfirmPath = '/book/confirm';
