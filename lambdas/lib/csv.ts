import { istDate } from '#shared/booking-slots';
import { ValidationError } from './errors';
import type { ApiResult } from './http';

// CSV exports of the admin lists: RFC 4180 (CRLF rows; a field holding a comma, a quote or a line
// break is quoted, its quotes doubled), opened safely by Excel and Google Sheets.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** A byte-order mark, so Excel reads UTF-8 (₹, names in Indian scripts) instead of ANSI. */
const utf8Bom = '\uFEFF';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return, which some
 * strip before looking) as a formula: OWASP's CSV injection. Such text gets a leading
 * apostrophe, which spreadsheets show as text and do not run.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Our own numbers (amounts, counts) are never negative, and are left as numbers.
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  return `${utf8Bom}${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

/** Paise as rupees with two decimals and no symbol or grouping, as spreadsheets sum them. */
export function rupeesCell(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(paise));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/** An instant as 'YYYY-MM-DD HH:mm' in Asia/Kolkata (India has kept UTC+05:30 since 1945). */
export function istDateTimeCell(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + indiaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The largest file answered: a Lambda's answer holds at most 6 MB, its escaping included, and a
 * larger one would fail as a 5xx. A list that big is narrowed (dates, filters) and exported again.
 */
export const maxCsvBytes = 5 * 1024 * 1024;

export const csvTooLargeMessage =
  'Too many rows for one file. Please narrow the filters (for example the dates) and export again.';

/** Every matching row as a download, e.g. nexora-enrollments-2026-11-22.csv (IST date). */
export function csvAttachment(name: string, csv: string): ApiResult {
  if (Buffer.byteLength(csv, 'utf8') > maxCsvBytes) throw new ValidationError(csvTooLargeMessage);
  return {
    statusCode: 200,
    body: csv,
    raw: true,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="nexora-${name}-${istDate(new Date())}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}
