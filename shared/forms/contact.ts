import * as z from 'zod';
import { emailField, honeypot, optionalText, requiredText } from './fields';

/** Spec §5: the contact form's service options. */
export const contactServices = [
  'web-development',
  'mobile-development',
  'software-solutions',
  'digital-marketing',
  'it-consulting',
  'learning-training',
  'other',
] as const;

/** How the options read in the form and in the company's mail. */
export const contactServiceLabels: Record<(typeof contactServices)[number], string> = {
  'web-development': 'Web Development',
  'mobile-development': 'Mobile Development',
  'software-solutions': 'Software Solutions',
  'digital-marketing': 'Digital Marketing',
  'it-consulting': 'IT Consulting',
  'learning-training': 'Learning & Training',
  other: 'Other',
};

export const contactRequest = z.object({
  name: requiredText(120),
  email: emailField,
  company: optionalText(160),
  service: z
    .enum(contactServices, { error: 'Please choose a service from the list' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  phone: optionalText(30),
  message: requiredText(5000),
  website: honeypot,
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactStatuses = ['new', 'in_progress', 'responded', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** A stored contact form (spec §3), as admins see it. */
export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  company?: string;
  service?: (typeof contactServices)[number];
  phone?: string;
  message: string;
  status: ContactStatus;
  /** Spec §3: 'Website' unless an admin records another channel. */
  source: string;
  createdAt: string;
  notes?: string;
  /** When an admin last changed the status or notes. */
  updatedAt?: string;
}

export const contactMessages = {
  success: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failure: 'Failed to send message. Please try again.',
} as const;
