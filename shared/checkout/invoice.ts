import type { BillingAddress } from './billing-details';
import type { SiteSettings } from '../content/schemas';
import type { Enrollment } from './enrollment';
import { gstStateCode } from './indian-states';
import { gstRatePercent } from './pricing';
import { amountInWords } from './amount-in-words';
import { documentBrandingOf, type DocumentBranding } from './document-branding';

// The GST tax invoice of a paid enrollment (docs/product.md §10; CGST Rules, rule 46): supplier and GSTIN,
// a serial per financial year, SAC, place of supply, taxable value, the tax split and the total.

/** SAC 999293: commercial training and coaching services. */
export const trainingSacCode = '999293';

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** Indian financial years run April to March in IST: 31 Mar 2027 is 2026-27, 1 Apr is 2027-28. */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + istOffsetMs);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * GST rule 46(b) allows at most 16 characters, so the year is written short:
 * NXT/26-27/000123 for serial 123 of financial year 2026-27.
 */
export function invoiceNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
}

export interface InvoiceTaxLine {
  tax: 'CGST' | 'SGST' | 'IGST';
  ratePercent: number;
  amountPaise: number;
}

export interface TaxInvoice {
  invoiceNumber: string;
  financialYear: string;
  issuedAt: string;
  enrollmentId: string;
  merchantTransactionId: string;
  providerTransactionId?: string;
  supplier: { name: string; gstin: string; address: string; state: string; stateCode: string };
  /**
   * The learner (name, contact, city and state). With `gstin` and `legalName` a registered
   * company is the recipient (B2B); without, an unregistered individual.
   */
  recipient: {
    name: string;
    email: string;
    phone: string;
    city: string;
    state: string;
    gstin?: string;
    legalName?: string;
    /** The full billing address: a company's, or a learner's from ₹50,000 (rule 46(e)). */
    billingAddress?: BillingAddress;
  };
  placeOfSupply: { state: string; stateCode: string };
  item: {
    description: string;
    sac: string;
    feePaise: number;
    discountPaise: number;
    couponCode: string | null;
    taxablePaise: number;
  };
  taxes: InvoiceTaxLine[];
  totalTaxPaise: number;
  totalPaise: number;
  amountInWords: string;
  /** The logo and signatory as set when it was issued, so every copy is the same (decision 028). */
  branding?: DocumentBranding;
}

export interface InvoiceInput {
  enrollment: Enrollment;
  supplier: Pick<
    SiteSettings,
    | 'companyName'
    | 'gstin'
    | 'address'
    | 'registeredState'
    | 'invoicePrefix'
    | 'logoImage'
    | 'signatoryName'
    | 'signatoryDesignation'
    | 'signatureImage'
  >;
  serial: number;
  issuedAt: Date;
}

export function buildTaxInvoice({
  enrollment,
  supplier,
  serial,
  issuedAt,
}: InvoiceInput): TaxInvoice {
  const { amounts } = enrollment;
  const financialYear = financialYearOf(issuedAt);
  const half = gstRatePercent / 2;
  const taxes: InvoiceTaxLine[] =
    amounts.tax.kind === 'intra-state'
      ? [
          { tax: 'CGST', ratePercent: half, amountPaise: amounts.tax.cgstPaise },
          { tax: 'SGST', ratePercent: half, amountPaise: amounts.tax.sgstPaise },
        ]
      : [{ tax: 'IGST', ratePercent: gstRatePercent, amountPaise: amounts.tax.igstPaise }];
  const batchDate = enrollment.batch.startDate ?? 'TBD';
  const branding = documentBrandingOf(supplier);
  return {
    invoiceNumber: invoiceNumber(supplier.invoicePrefix, financialYear, serial),
    financialYear,
    issuedAt: issuedAt.toISOString(),
    enrollmentId: enrollment.id,
    merchantTransactionId: enrollment.merchantTransactionId,
    providerTransactionId: enrollment.providerTransactionId,
    supplier: {
      name: supplier.companyName,
      gstin: supplier.gstin,
      address: supplier.address,
      state: supplier.registeredState,
      // The first two digits of a GSTIN are its state's code.
      stateCode: gstStateCode(supplier.registeredState) ?? supplier.gstin.slice(0, 2),
    },
    recipient: {
      ...enrollment.student,
      ...(enrollment.company && {
        gstin: enrollment.company.gstin,
        legalName: enrollment.company.legalName,
      }),
      ...(enrollment.billingAddress && { billingAddress: { ...enrollment.billingAddress } }),
    },
    placeOfSupply: {
      state: enrollment.placeOfSupply.state,
      stateCode: enrollment.placeOfSupply.gstCode,
    },
    item: {
      description: `${enrollment.courseTitle} (${enrollment.batch.name}, starts ${batchDate})`,
      sac: trainingSacCode,
      feePaise: amounts.feePaise,
      discountPaise: amounts.discountPaise,
      couponCode: enrollment.couponCode,
      taxablePaise: amounts.taxablePaise,
    },
    taxes,
    totalTaxPaise: amounts.gstPaise,
    totalPaise: amounts.totalPaise,
    amountInWords: amountInWords(amounts.totalPaise),
    ...(Object.keys(branding).length ? { branding } : {}),
  };
}
