// What every public form shares that the browser needs before zod loads (web/src/lib/
// form-schemas.ts): kept free of zod so a page can render its forms without the schemas.

export const requiredFieldsMessage = 'Please fill in all required fields';

/**
 * A field real visitors never see (hidden with CSS); bots fill it. A filled honeypot gets a
 * normal-looking answer and nothing is stored.
 */
export const honeypotField = 'website';
