import * as z from 'zod';

/** docs/product.md §7's event names. */
export const analyticsEventNames = [
  'page_view',
  'course_view',
  'course_enrollment',
  'contact_form_submission',
  'newsletter_signup',
  'button_click',
  'file_download',
  'lead_generation',
  'conversion',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const analyticsEventRequest = z.object({
  event: z.enum(analyticsEventNames),
  data: z
    .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 20, 'Too many data fields')
    .default({}),
  pageUrl: z.string().max(2000),
  referrer: z.string().max(2000).optional(),
});
export type AnalyticsEventRequest = z.input<typeof analyticsEventRequest>;
