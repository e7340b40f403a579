import * as z from 'zod';
import { contactServices } from './contact-text';
import { emailField, honeypot, optionalPhone, optionalText, requiredText } from './fields';

export { contactMessages, contactServiceLabels, contactServices } from './contact-text';

export const contactRequest = z.object({
  name: requiredText(120),
  email: emailField,
  company: optionalText(160),
  service: z
    .enum(contactServices, { error: 'Please choose a service from the list' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  phone: optionalPhone,
  message: requiredText(5000),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactStatuses = ['new', 'in_progress', 'responded', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A stored contact form (docs/product.md §3), as admins see it. */
export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  company?: string;
  service?: (typeof contactServices)[number];
  phone?: string;
  message: string;
  status: ContactStatus;
  /** docs/product.md §3: 'Website' unless an admin records another channel. */
  source: string;
  createdAt: string;
  notes?: string;
  /** When an admin last changed the status or notes. */
  updatedAt?: string;
}
