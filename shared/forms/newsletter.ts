import * as z from 'zod';
import { emailField, honeypot, optionalText } from './fields';

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

export interface NewsletterSubscriber {
  email: string;
  name?: string;
  source: string;
  subscribedAt: string;
}

export interface NewsletterResponse {
  subscribed: true;
  alreadySubscribed: boolean;
}

export { newsletterMessages } from './newsletter-text';
