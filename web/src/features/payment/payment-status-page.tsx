import { useLocation, useNavigate } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useSite } from '#web/lib/content/use-site';
import { PrivatePage } from '#web/components/private-page';
import { readPendingPayment } from '#web/lib/pending-payment';
import { PaymentFailed } from './components/payment-failed';
import { PaymentPending } from './components/payment-pending';
import { PaymentRefunded } from './components/payment-refunded';
import { PaymentSuccess } from './components/payment-success';
import { StatusHero } from '#web/components/status-hero';
import { usePaymentStatus } from './use-payment-status';
import { telHref } from '#web/lib/tel-href';
import { offerCheckoutLink } from '#shared/forms/batch-waiting-list-paths';

/**
 * /payment/success?merchantTransactionId=… (docs/product.md §2 "Payment status"): where PhonePe sends the
 * learner back. The server is the judge of the payment; this page shows what it says.
 */
export function PaymentStatusPage() {
  // Read with URLSearchParams rather than useSearchParams, which would grow the first-load bundle.
  const { search } = useLocation();
  const merchantTransactionId =
    new URLSearchParams(search).get('merchantTransactionId')?.trim() || null;
  const view = usePaymentStatus(merchantTransactionId);
  const { settings } = useSite();
  const navigate = useNavigate();

  // Spec: Try Again goes back in history. Back from here is the provider's page of a settled
  // payment, so a learner whose course we know goes straight to its enrolment instead, through
  // the waiting-list offer's link when the seat was offered: it is kept for them (decision 025).
  function tryAgain() {
    const pending = readPendingPayment();
    if (pending && pending.merchantTransactionId === merchantTransactionId) {
      const { slug } = pending.course;
      navigate(pending.offer ? offerCheckoutLink(slug, pending.offer) : paths.enroll(slug));
    } else {
      window.history.back();
    }
  }

  return (
    <PrivatePage
      title="Payment Status"
      description="Check the status of your course payment with PhonePe: confirmation, pending, failed or refunded, with your transaction and enrollment details."
      path={paths.paymentSuccess}
      column="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-950">
        {view.kind === 'loading' && (
          <StatusHero tone="loading" title="Verifying Payment...">
            <p role="status">Please wait while we confirm your payment.</p>
          </StatusHero>
        )}
        {view.kind === 'success' && merchantTransactionId && (
          <PaymentSuccess payment={view.payment} merchantTransactionId={merchantTransactionId} />
        )}
        {view.kind === 'pending' && merchantTransactionId && (
          <PaymentPending
            payment={view.payment}
            merchantTransactionId={merchantTransactionId}
            checkingAgain={Boolean(view.checkingAgain)}
          />
        )}
        {(view.kind === 'refunded' || view.kind === 'refund-pending') && merchantTransactionId && (
          <PaymentRefunded payment={view.payment} merchantTransactionId={merchantTransactionId} />
        )}
        {view.kind === 'failed' && <PaymentFailed message={view.message} onTryAgain={tryAgain} />}
      </div>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Questions about your payment? Email{' '}
        <a
          href={`mailto:${settings.companyEmail}`}
          className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
        >
          {settings.companyEmail}
        </a>{' '}
        or call{' '}
        <a
          href={telHref(settings.supportPhone)}
          className="font-semibold whitespace-nowrap text-blue-700 hover:underline dark:text-blue-300"
        >
          {settings.supportPhone}
        </a>
        .
      </p>
    </PrivatePage>
  );
}
