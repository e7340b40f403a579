// The product's own metrics, by name: emitted by the Lambdas (lambdas/lib/metrics.ts), alarmed on
// and charted by the stack (infra/constructs/operations.ts), shown locally at /dev/metrics.

export const metricsNamespace = 'Techsite';
export const metricsService = 'techsite';

/** The metrics the alarms and the business dashboard read (infra/constructs/operations.ts). */
export const productMetrics = {
  /** An API answer of 5xx: a bug (500) or an outage of a service we depend on (503). */
  serverErrors: 'ServerErrors',
  /** A notification e-mail that could not be sent. */
  failedMails: 'FailedMails',
  /** A step of the scheduled job that threw. */
  reconcileFailures: 'ReconcileFailures',
  /** A payment left for an admin: an amount mismatch, or a late payment on a full batch. */
  paymentsNeedingAttention: 'PaymentsNeedingAttention',
  /** A refund PhonePe declined or failed. */
  refundFailures: 'RefundFailures',
  /** A public page that could not be rendered from the table. */
  failedPageRenders: 'FailedPageRenders',
  /** A B2B invoice or credit note still without its IRN half an hour on (decision 027). */
  eInvoicesPending: 'EInvoicesPending',
  checkoutsStarted: 'CheckoutsStarted',
  checkoutsPaid: 'CheckoutsPaid',
  /** Rupees received for confirmed enrollments (incl. GST). */
  revenue: 'RevenueRupees',
  /** A visitor's form stored: contact, application, booking, MVP lead, or a confirmed newsletter sign-up. */
  formsReceived: 'FormsReceived',
} as const;

export type ProductMetric = (typeof productMetrics)[keyof typeof productMetrics];

/** The failure metrics, each with its alarm. */
export const alarmedMetrics = [
  productMetrics.serverErrors,
  productMetrics.failedMails,
  productMetrics.reconcileFailures,
  productMetrics.paymentsNeedingAttention,
  productMetrics.refundFailures,
  productMetrics.failedPageRenders,
  productMetrics.eInvoicesPending,
] as const satisfies readonly ProductMetric[];

export type AlarmedMetric = (typeof alarmedMetrics)[number];
