import { CircleAlert, Lock } from 'lucide-react';
import { Link } from '#web/lib/router';
import {
  checkoutMessages,
  paymentMethods,
  type PaymentMethod,
} from '#shared/checkout/checkout-requests';
import { paths } from '#web/app/paths';
import type { CheckoutState } from '../use-checkout';
import { StepPanel } from './step-panel';

const methodDetails: Record<PaymentMethod, { label: string; note: string }> = {
  phonepe: { label: 'PhonePe', note: 'UPI, cards and wallets' },
  card: { label: 'Credit / Debit Card', note: 'Visa, Mastercard, RuPay' },
  upi: { label: 'UPI', note: 'Any UPI app' },
  netbanking: { label: 'Net Banking', note: 'All major banks' },
};

interface PaymentPanelProps {
  checkout: CheckoutState;
  totalLabel: string;
  onPay(): void;
}

/** docs/product.md §4 "Payment component": method (PhonePe by default), terms, and the pay button. */
export function PaymentPanel({ checkout, totalLabel, onPay }: PaymentPanelProps) {
  const { method, processing } = checkout;
  const available = method === 'phonepe';
  return (
    <StepPanel titleId="payment-method-title" title="Payment Method" tone="white">
      <fieldset className="mt-4" disabled={processing}>
        <legend className="sr-only">Choose a payment method</legend>
        <div className="grid gap-2.5">
          {paymentMethods.map((id) => {
            const { label, note } = methodDetails[id];
            const selected = id === method;
            return (
              <label
                key={id}
                className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3.5 transition-colors ${
                  selected
                    ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600 dark:border-blue-400 dark:bg-blue-500/10 dark:ring-blue-400'
                    : 'border-slate-300 hover:border-blue-400 dark:border-slate-700 dark:hover:border-blue-500'
                }`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={id}
                  checked={selected}
                  onChange={() => checkout.chooseMethod(id)}
                  className="size-4 shrink-0 accent-blue-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                    {label}
                    {id === 'phonepe' && (
                      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-500/15 dark:text-green-300">
                        Recommended
                      </span>
                    )}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">{note}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {!available && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {checkoutMessages.methodComingSoon}
        </p>
      )}

      <label className="mt-5 flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={checkout.termsAccepted}
          disabled={processing}
          onChange={(event) => checkout.acceptTerms(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-blue-600"
        />
        <span>
          I agree to the <TermsLink to={paths.terms}>Terms and Conditions</TermsLink> and{' '}
          <TermsLink to={paths.privacy}>Privacy Policy</TermsLink>.
        </span>
      </label>

      {checkout.error && (
        <div
          role="alert"
          className="mt-5 flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Payment Error</p>
            <p>{checkout.error}</p>
          </div>
        </div>
      )}

      <button
        type="button"
        onClick={onPay}
        disabled={!checkout.termsAccepted || !available || processing}
        className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <Lock className="size-4" aria-hidden="true" />
        {processing ? 'Processing...' : `Pay ${totalLabel}`}
      </button>
      <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">
        You will complete the payment securely on PhonePe. A seat is held for you while you pay.
      </p>
    </StepPanel>
  );
}

/** Opens in a new tab, so the learner's progress in the wizard stays where it is. */
function TermsLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-800 dark:text-blue-300 dark:hover:text-blue-200"
    >
      {children}
    </Link>
  );
}
