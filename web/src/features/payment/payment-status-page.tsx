import { PageMeta } from '../../lib/page-meta';

// TEMPORARY placeholder until the page is built (issue 4).
export function PaymentStatusPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24">
      <PageMeta
        title="Payment Status"
        description="Payment Status page of Nexora Technologies, being built for issue 4."
        path="/payment/success"
      />
      <h1 className="text-3xl font-bold">Payment Status</h1>
    </section>
  );
}
