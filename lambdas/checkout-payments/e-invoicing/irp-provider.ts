import type { IrnPayload } from './irn-payload';

// The one e-invoice provider interface (decision 027), shaped like the payment provider's
// (lambdas/checkout-payments/phonepe/provider.ts): the reporting code knows only this; the NIC
// adapter (nic-irp.ts) speaks the IRP's API, locally to the sandbox in scripts/irp-sandbox/.

export interface IrnDetails {
  irn: string;
  ackNo: string;
  /** As the IRP gives it: "yyyy-MM-dd HH:mm:ss", IST. */
  ackDate: string;
  signedQrCode: string;
  signedInvoice?: string;
  /** ACT (active) or CNL (cancelled). */
  status: string;
}

/** The IRP's cancellation reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
export type IrnCancelReason = '1' | '2' | '3' | '4';

export interface EInvoiceProvider {
  readonly name: 'nic-irp';
  /**
   * Registers the document and answers its IRN. A document the IRP registered before (error 2150,
   * duplicate IRN: an earlier attempt that timed out on our side) answers the existing IRN.
   */
  generateIrn(payload: IrnPayload): Promise<IrnDetails>;
  getByIrn(irn: string): Promise<IrnDetails>;
  /** The IRP allows it within 24 hours of the IRN; after, a credit note is the way. */
  cancelIrn(
    irn: string,
    reason: IrnCancelReason,
    remark: string,
  ): Promise<{ irn: string; cancelDate: string }>;
}
