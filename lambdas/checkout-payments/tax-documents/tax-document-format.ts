import { bookingTimeZone } from '#shared/booking-slots';

// How a tax document writes money, dates and its file name, wherever it is drawn. The PDF's
// standard fonts have no "₹" glyph, so amounts are written "Rs." with Indian digit grouping.

const indianGrouping = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 2949882 → "Rs. 29,498.82"; always with paise, as invoices show them. */
export const documentAmount = (paise: number) => `Rs. ${indianGrouping.format(paise / 100)}`;

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
