// The contact form's words and service options, free of zod: the page renders them before the
// schemas load (web/src/lib/form-schemas.ts).

/** docs/product.md §5: the contact form's service options. */
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

export const contactMessages = {
  success: "Thank you for contacting us. We'll get back to you within 24 hours.",
  failure: 'Failed to send message. Please try again.',
} as const;
