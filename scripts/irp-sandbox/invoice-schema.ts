import * as z from 'zod';

// The IRP's checks of a document, as the sandbox makes them (decision 027): NIC's schema INV-01
// (version 1.1) for the fields it requires and their shapes, then the sums it checks. Written from
// NIC's schema, apart from our payload builder, so the builder is tested against it
// (test/unit/scripts/irp-sandbox/). Codes are NIC's where we know them, ours otherwise.

const gstin = z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/);
const stateCode = z.string().regex(/^[0-9]{2}$/);
const pin = z.number().int().min(100000).max(999999);
/** Amounts in rupees with at most two decimals. */
const amount = z
  .number()
  .nonnegative()
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'two decimals');

const party = z.object({
  Gstin: gstin,
  LglNm: z.string().min(3).max(100),
  TrdNm: z.string().max(100).optional(),
  Addr1: z.string().min(1).max(100),
  Addr2: z.string().min(3).max(100).optional(),
  Loc: z.string().min(3).max(50),
  Pin: pin,
  Stcd: stateCode,
  Ph: z.string().optional(),
  Em: z.string().optional(),
});

const item = z.object({
  SlNo: z.string().min(1).max(6),
  PrdDesc: z.string().max(300).optional(),
  IsServc: z.enum(['Y', 'N']),
  HsnCd: z.string().regex(/^[0-9]{4,8}$/),
  Qty: z.number().nonnegative().optional(),
  Unit: z.string().optional(),
  UnitPrice: amount,
  TotAmt: amount,
  Discount: amount.optional(),
  AssAmt: amount,
  GstRt: z.number().nonnegative(),
  IgstAmt: amount.optional(),
  CgstAmt: amount.optional(),
  SgstAmt: amount.optional(),
  TotItemVal: amount,
});

export const invoiceSchema = z.object({
  Version: z.literal('1.1'),
  TranDtls: z.object({
    TaxSch: z.literal('GST'),
    SupTyp: z.enum(['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP']),
    RegRev: z.enum(['Y', 'N']).optional(),
    EcmGstin: gstin.nullish(),
    IgstOnIntra: z.enum(['Y', 'N']).optional(),
  }),
  DocDtls: z.object({
    Typ: z.enum(['INV', 'CRN', 'DBN']),
    No: z.string().regex(/^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$/),
    Dt: z.string().regex(/^[0-3][0-9]\/[0-1][0-9]\/20[0-9]{2}$/),
  }),
  SellerDtls: party,
  BuyerDtls: party.extend({ Pos: stateCode }),
  ItemList: z.array(item).min(1).max(1000),
  ValDtls: z.object({
    AssVal: amount,
    CgstVal: amount.optional(),
    SgstVal: amount.optional(),
    IgstVal: amount.optional(),
    Discount: amount.optional(),
    TotInvVal: amount,
  }),
  RefDtls: z
    .object({
      PrecDocDtls: z
        .array(z.object({ InvNo: z.string().min(1).max(16), InvDt: z.string() }))
        .optional(),
    })
    .optional(),
});

export type SandboxInvoice = z.infer<typeof invoiceSchema>;

export interface IrpError {
  ErrorCode: string;
  ErrorMessage: string;
}

/** Rupees that must agree within the IRP's tolerance of one rupee. */
const agrees = (a: number, b: number) => Math.abs(a - b) <= 1;

/** The document, or the IRP's errors: the schema's first, then the sums and rules. */
export function checkInvoice(
  body: unknown,
  headerGstin: string,
  today: string,
): { ok: true; invoice: SandboxInvoice } | { ok: false; errors: IrpError[] } {
  const parsed = invoiceSchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        ErrorCode: '5002',
        ErrorMessage: `${issue.path.join('.') || 'document'}: ${issue.message}`,
      })),
    };
  }
  const invoice = parsed.data;
  const errors: IrpError[] = [];
  const fail = (ErrorCode: string, ErrorMessage: string) =>
    errors.push({ ErrorCode, ErrorMessage });
  if (invoice.SellerDtls.Gstin !== headerGstin) {
    fail('2229', 'Supplier GSTIN does not match the GSTIN of the user');
  }
  if (invoice.SellerDtls.Gstin === invoice.BuyerDtls.Gstin) {
    fail('2211', 'Supplier and recipient GSTIN should not be the same');
  }
  if (invoice.SellerDtls.Stcd !== invoice.SellerDtls.Gstin.slice(0, 2)) {
    fail('3042', "Supplier state code does not match the GSTIN's");
  }
  const [day, month, year] = invoice.DocDtls.Dt.split('/');
  if (`${year}-${month}-${day}` > today)
    fail('2163', 'The document date should not be future date');
  const intraState = invoice.SellerDtls.Stcd === invoice.BuyerDtls.Pos;
  let assessable = 0;
  let taxes = 0;
  for (const line of invoice.ItemList) {
    const discount = line.Discount ?? 0;
    const [igst, cgst, sgst] = [line.IgstAmt ?? 0, line.CgstAmt ?? 0, line.SgstAmt ?? 0];
    if (!agrees(line.AssAmt, line.TotAmt - discount)) {
      fail('2189', `Item ${line.SlNo}: assessable value should be total amount less discount`);
    }
    const due = (line.AssAmt * line.GstRt) / 100;
    if (
      intraState ? igst > 0 || !agrees(cgst + sgst, due) : cgst + sgst > 0 || !agrees(igst, due)
    ) {
      fail(
        '2172',
        `Item ${line.SlNo}: ${intraState ? 'CGST and SGST' : 'IGST'} should be charged at ${line.GstRt}% on the assessable value`,
      );
    }
    if (!agrees(line.TotItemVal, line.AssAmt + igst + cgst + sgst)) {
      fail('2182', `Item ${line.SlNo}: total item value should be the assessable value plus taxes`);
    }
    assessable += line.AssAmt;
    taxes += igst + cgst + sgst;
  }
  const values = invoice.ValDtls;
  if (!agrees(values.AssVal, assessable)) {
    fail('2193', 'Total assessable value should be the sum of the items');
  }
  if (!agrees(values.TotInvVal, values.AssVal + taxes - (values.Discount ?? 0))) {
    fail('2194', 'Total invoice value should be the assessable value plus taxes');
  }
  return errors.length ? { ok: false, errors } : { ok: true, invoice };
}
