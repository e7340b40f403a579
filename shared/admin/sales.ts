import * as z from 'zod';

// What the admin Enrollments and Payments tabs share (docs/architecture.md §4): `?format=csv` exports every
// matching row as a spreadsheet instead of one JSON page.

export const listFormats = ['json', 'csv'] as const;

/** `?format=`: json (one page, the default) or csv (every matching row, as an attachment). */
export const listFormat = z
  .enum(listFormats, { error: 'Format must be json or csv' })
  .optional()
  .default('json');

export const salesExportLabels = { button: 'Export CSV', busy: 'Exporting...' } as const;
