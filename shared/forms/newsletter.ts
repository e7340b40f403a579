import * as z from 'zod';
import { emailField, honeypot, optionalText } from './fields';
import { newsletterMessages } from './newsletter-text';

export const newsletterRequest = z.object({
  email: emailField,
  name: optionalText(120),
  /** Where the form sits: footer, inline, page... (docs/product.md §7, default 'website'). */
  source: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/, 'Unknown source')
    .optional()
    .transform((value) => value || 'website'),
  website: honeypot,
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;

/** 32 random bytes in base64url, as the server makes them (lambdas/inbox/newsletter-tokens.ts). */
export const newsletterTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The e-mailed links' token: confirming a sign-up, or unsubscribing. */
export const newsletterTokenRequest = z.object({
  token: z
    .string({ error: newsletterMessages.linkInvalid })
    .trim()
    .regex(newsletterTokenPattern, newsletterMessages.linkInvalid),
});
export type NewsletterTokenRequest = z.input<typeof newsletterTokenRequest>;

/**
 * pending: signed up, the confirmation link not yet opened; confirmed: receives the newsletter;
 * unsubscribed: left through an unsubscribe link. Only confirmed addresses count (docs/product.md §3).
 */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterSubscriber {
  email: string;
  name?: string;
  source: string;
  /** The first sign-up. */
  subscribedAt: string;
  status: NewsletterStatus;
  confirmedAt?: string;
  unsubscribedAt?: string;
  /** The last sign-up after an unsubscribe. */
  subscribedAgainAt?: string;
  /** The last confirmation mail, for the resend limit. */
  confirmationSentAt?: string;
}

/** POST /api/newsletter: the same 202 for every address, whatever it is on the list. */
export interface NewsletterResponse {
  message: typeof newsletterMessages.success;
}

/** POST /api/newsletter/confirm and /unsubscribe. */
export interface NewsletterLinkResponse {
  status: Extract<NewsletterStatus, 'confirmed' | 'unsubscribed'>;
}

export { newsletterMessages } from './newsletter-text';
