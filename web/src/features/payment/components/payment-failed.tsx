import { RotateCcw } from 'lucide-react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { paymentPageMessages } from '../payment-view';
import { StatusHero } from '#web/components/status-hero';

/** FAILED, a missing id, an unknown state or an error (docs/product.md §2/§8). */
export function PaymentFailed({ message, onTryAgain }: { message: string; onTryAgain(): void }) {
  return (
    <div className="space-y-6">
      <StatusHero tone="failed" title="Payment Failed">
        <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {message}
        </p>
        <p className="mt-2">{paymentPageMessages.failedDefault}</p>
      </StatusHero>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <button
          type="button"
          onClick={onTryAgain}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-blue-700"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Again
        </button>
        <Link
          to={paths.contact}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
        >
          Contact Support
        </Link>
      </div>
    </div>
  );
}
