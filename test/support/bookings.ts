import type { BookingConfirmResponse } from '#shared/forms/booking';
import { postJson } from './client-ip';
import { eventually } from './checkout';
import { mailsAbout } from './outbox';

// A booking is held until the visitor opens the link e-mailed to them (decision 012): tests that
// need a confirmed booking confirm it as the visitor would, from the mail in the outbox.

/** The id and token of the confirmation link in a mail's text. */
export function confirmLinkOf(text: string): { url: string; id: string; token: string } {
  const url = /https?:\/\/\S+\/book\/confirm\?\S+/.exec(text)?.[0];
  if (!url) throw new Error(`No confirmation link in: ${text}`);
  const query = new URL(url).searchParams;
  return { url, id: query.get('id')!, token: query.get('token')! };
}

/** Whether a mail is a booking's confirmation link (of booking `id`, when given). */
export const isConfirmationMail = (text: string, id?: string) =>
  text.includes(id ? `/book/confirm?id=${id}&` : '/book/confirm?');

/** The confirmation link mailed to `email` (for booking `id`), once it is in the outbox. */
export async function confirmationLinkFor(email: string, id?: string) {
  const mails = await eventually(
    () => mailsAbout(email),
    (found) => found.some((mail) => isConfirmationMail(mail.text, id)),
  );
  const mail = mails.find((found) => isConfirmationMail(found.text, id));
  if (!mail) throw new Error(`No confirmation mail to ${email}`);
  return confirmLinkOf(mail.text);
}

/** POST /api/bookings/{id}/confirm with the token the mail to `email` carries. */
export async function confirmBookingMailedTo(email: string, bookingId?: string) {
  const { id, token } = await confirmationLinkFor(email, bookingId);
  const answer = await postJson<BookingConfirmResponse>(`/api/bookings/${id}/confirm`, { token });
  if (answer.status !== 200) throw new Error(`Confirming ${id}: ${answer.status}`);
  return answer.body;
}
