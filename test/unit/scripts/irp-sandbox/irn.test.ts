import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { financialYearOfDocDate, irnOf } from '#scripts/irp-sandbox/irn';

// The IRN as the IRP derives it: SHA-256 of supplier GSTIN, financial year, type and number.

describe('the IRP sandbox’s IRN', () => {
  it('is the 64-hex SHA-256 of GSTIN, financial year, document type and number', () => {
    const irn = irnOf({
      sellerGstin: '29AAKCN4821P1ZR',
      financialYear: '2026-27',
      docType: 'INV',
      docNo: 'NXT/26-27/000123',
    });

    expect(irn).toMatch(/^[0-9a-f]{64}$/);
    expect(irn).toBe(
      createHash('sha256').update('29AAKCN4821P1ZR2026-27INVNXT/26-27/000123').digest('hex'),
    );
  });

  it('differs for a credit note of the same number and for another year', () => {
    const base = { sellerGstin: '29AAKCN4821P1ZR', financialYear: '2026-27', docNo: 'X/1' };
    const invoice = irnOf({ ...base, docType: 'INV' });

    expect(irnOf({ ...base, docType: 'CRN' })).not.toBe(invoice);
    expect(irnOf({ ...base, docType: 'INV', financialYear: '2027-28' })).not.toBe(invoice);
    expect(irnOf({ ...base, docType: 'INV', docNo: 'x/1' })).toBe(invoice);
  });

  it('puts January to March in the year that began the April before', () => {
    expect(financialYearOfDocDate('31/03/2027')).toBe('2026-27');
    expect(financialYearOfDocDate('01/04/2027')).toBe('2027-28');
    expect(financialYearOfDocDate('25/11/2026')).toBe('2026-27');
  });
});
