// The public forms' schemas in one chunk, loaded on demand by form-schemas.ts.
export { bookingRequest } from '#shared/forms/booking';
export { contactRequest } from '#shared/forms/contact';
export { leadRequest } from '#shared/forms/lead';
export { newsletterRequest } from '#shared/forms/newsletter';
export { nextBatchRequest } from '#shared/forms/next-batch';
