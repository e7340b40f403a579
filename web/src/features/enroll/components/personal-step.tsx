import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailField, NameField, PhoneField } from '#web/components/contact-fields';
import type { StepFieldProps } from './step-fields';

const updatesNote = (
  <>
    We&apos;ll send course updates, batch schedules and joining details to this number and e-mail
    address.
  </>
);

/**
 * docs/product.md §2 step 1: name, e-mail and a 10-digit Indian mobile number; the waiting list
 * asks the same, with its own note.
 */
export function PersonalStep({ field, note = updatesNote }: StepFieldProps & { note?: ReactNode }) {
  return (
    <div className="space-y-5">
      <NameField label="Full Name" required {...field('name')} />
      <EmailField label="Email Address" required {...field('email')} />
      <PhoneField
        label="Phone Number"
        required
        // Not 10: '+91 98450 12345' (typed, or autofilled) must fit; the check normalises it.
        maxLength={20}
        placeholder="9876543210"
        hint="Enter 10-digit mobile number"
        {...field('phone')}
      />
      <p className="flex gap-2 rounded-lg bg-blue-50 px-3.5 py-3 text-sm text-blue-900 dark:bg-blue-500/10 dark:text-blue-200">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {note}
      </p>
    </div>
  );
}
