import { ulid } from 'ulid';
import type * as z from 'zod';
import type { contactRequest, ContactSubmission } from '#shared/forms/contact';
import { putContactSubmission } from '#lambdas/data/contact-submissions';
import { sendNotification } from '#lambdas/mail/mailer';
import { contactNotificationMail } from './contact-mails';
import { companySettings } from '#lambdas/data/company-settings';

export type ContactForm = z.output<typeof contactRequest>;

/** docs/product.md §3/§4: stored as 'new' from the 'Website', then the company hears of it by e-mail. */
export async function submitContactMessage(
  form: ContactForm,
  now = new Date(),
): Promise<ContactSubmission> {
  const submission: ContactSubmission = {
    id: ulid(now.getTime()),
    name: form.name,
    email: form.email,
    company: form.company,
    service: form.service,
    phone: form.phone,
    message: form.message,
    status: 'new',
    source: 'Website',
    createdAt: now.toISOString(),
  };
  // Read before storing: a database failure between the two would otherwise answer an error for
  // a message that was stored but never notified, and the visitor would send it again.
  const company = await companySettings();
  await putContactSubmission(submission);
  await sendNotification(contactNotificationMail(submission, company));
  return submission;
}
