import { createHash } from 'node:crypto';

// How the IRP names a document (decision 027): the IRN is the SHA-256, in 64 hex characters, of
// the supplier's GSTIN, the document's financial year, its type and its number, so one document
// can only ever have one IRN, whoever reports it and however often.

/** "25/11/2026" → "2026-27"; January to March belong to the year that began the April before. */
export function financialYearOfDocDate(docDate: string): string {
  const [, month, year] = docDate.split('/').map(Number);
  const start = month! >= 4 ? year! : year! - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function irnOf(document: {
  sellerGstin: string;
  financialYear: string;
  docType: string;
  docNo: string;
}): string {
  const { sellerGstin, financialYear, docType, docNo } = document;
  return createHash('sha256')
    .update(`${sellerGstin}${financialYear}${docType}${docNo}`.toUpperCase())
    .digest('hex');
}
