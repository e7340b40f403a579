import { bookingTimeZone } from '#shared/booking-slots';
import { formatInr } from '#shared/checkout/money';

// How a tax document writes money, dates and its file name, wherever it is drawn: the PDF (in
// Noto Sans, which has "₹"), its HTML twin and the mail's plain text.

/** 2949882 → "₹29,498.82"; always with paise, as invoices show them, in lakh grouping. */
export const documentAmount = (paise: number) => formatInr(paise, { withPaise: true });

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: bookingTimeZone,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** The date in IST, as printed on the document: "25 Nov 2026". */
export const documentDate = (instant: string) => istDate.format(new Date(instant));

/** "NXT/26-27/000123" → "Invoice-NXT-26-27-000123.pdf": slashes cannot stand in a file name. */
export const invoiceFileName = (number: string) => `Invoice-${fileSafe(number)}.pdf`;

/** "NXC/26-27/000007" → "Credit-Note-NXC-26-27-000007.pdf". */
export const creditNoteFileName = (number: string) => `Credit-Note-${fileSafe(number)}.pdf`;

const fileSafe = (number: string) => number.replace(/[^A-Za-z0-9-]+/g, '-');
