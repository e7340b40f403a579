import { RotateCcw } from 'lucide-react';
import { paymentPageMessages } from '../payment-view';
import { StatusHero } from '#web/components/status-hero';
import { StatusActions, StatusButton } from './status-actions';

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
      <StatusActions>
        <StatusButton icon={RotateCcw} onClick={onTryAgain}>
          Try Again
        </StatusButton>
      </StatusActions>
    </div>
  );
}
