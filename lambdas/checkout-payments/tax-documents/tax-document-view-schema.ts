import * as z from 'zod/mini';
import { documentBrandingSchema } from '#lambdas/lib/document-branding';
import type { TaxDocumentView } from './tax-document-view';

// A tax document's view as the PDF Lambda's event carries it (lambdas/documents/pdf-render-event.ts):
// JSON from another Lambda, checked field by field, so a caller out of step with the view type
// fails with the field's name rather than a half-drawn document. zod/mini, since zod's classic
// API would add ~90 KB to a bundle pdf-lib already fills to ~430 KB.

const partySchema = z.object({
  name: z.string().check(z.minLength(1)),
  addressLines: z.array(z.string()),
  state: z.string(),
  stateCode: z.string(),
  gstin: z.optional(z.string()),
  contactLines: z.optional(z.array(z.string())),
});

const paise = z.int().check(z.nonnegative());

export const taxDocumentViewSchema = z.object({
  kind: z.enum(['tax-invoice', 'credit-note']),
  title: z.string().check(z.minLength(1)),
  number: z.string().check(z.minLength(1)),
  issuedAt: z.iso.datetime({ offset: true }),
  against: z.optional(
    z.object({
      invoiceNumber: z.string().check(z.minLength(1)),
      invoiceIssuedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  supplier: partySchema,
  recipient: partySchema,
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  reverseCharge: z.literal(false),
  item: z.object({
    description: z.string(),
    sac: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.positive()),
    ratePaise: paise,
    discountPaise: paise,
    taxablePaise: paise,
  }),
  amounts: z.array(z.object({ label: z.string(), paise, strong: z.optional(z.boolean()) })),
  taxes: z.array(
    z.object({
      tax: z.enum(['CGST', 'SGST', 'IGST']),
      ratePercent: z.number().check(z.nonnegative()),
      amountPaise: paise,
    }),
  ),
  totalPaise: paise,
  amountInWords: z.string(),
  notes: z.array(z.string()),
  branding: z.optional(documentBrandingSchema),
  eInvoice: z.optional(
    z.discriminatedUnion('status', [
      z.object({ status: z.literal('pending') }),
      z.object({
        status: z.literal('registered'),
        irn: z.string().check(z.length(64)),
        ackNo: z.string().check(z.minLength(1)),
        ackDate: z.string().check(z.minLength(1)),
        signedQrCode: z.string().check(z.minLength(1)),
      }),
    ]),
  ),
}) satisfies z.ZodMiniType<TaxDocumentView>;
