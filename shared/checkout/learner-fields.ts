import * as z from 'zod';
import { normalizeIndianMobile } from '../phone-number';
import { indianStateNames } from './indian-states';

export { normalizeIndianMobile };

// docs/product.md §5 "Enrollment step 1/2" rules and messages, shared by the wizard and POST /api/checkout.

export const learnerSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: z
    .string({ error: 'Valid email address is required' })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Valid email address is required')
    .max(254)
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ error: 'Valid Indian phone number is required (10 digits)' })
    .transform((phone, context) => {
      const mobile = normalizeIndianMobile(phone);
      if (!mobile) {
        context.addIssue({
          code: 'custom',
          message: 'Valid Indian phone number is required (10 digits)',
        });
        return z.NEVER;
      }
      return mobile;
    }),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100),
  state: z.enum(indianStateNames, { error: 'State is required' }),
});
export type Learner = z.infer<typeof learnerSchema>;
