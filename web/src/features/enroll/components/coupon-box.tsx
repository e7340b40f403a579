import { CircleCheck, Tag } from 'lucide-react';
import { useId } from 'react';
import { formatInr } from '#shared/checkout/money';
import { inputClassName } from '#web/components/form-field';
import type { CouponState } from '../use-coupon';

/** docs/product.md §2 step 3: the coupon box, checked by the server when Apply is pressed. */
export function CouponBox({ coupon, learnerState }: { coupon: CouponState; learnerState: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const { applied } = coupon;

  if (applied) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-300"
      >
        <p className="flex items-center gap-2 font-medium">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          Coupon &quot;{applied.code}&quot; applied! You saved {formatInr(applied.discountPaise)}
        </p>
        <button
          type="button"
          onClick={coupon.remove}
          className="rounded-lg px-2 py-1 font-semibold text-green-900 underline underline-offset-2 hover:bg-green-100 dark:text-green-200 dark:hover:bg-green-500/20"
        >
          Remove
        </button>
      </div>
    );
  }

  const apply = () => void coupon.apply(learnerState);
  return (
    <div>
      <label
        htmlFor={id}
        className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        <Tag className="size-4" aria-hidden="true" />
        Have a coupon code?
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          name="coupon"
          value={coupon.code}
          onChange={(event) => coupon.change(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the coupon rather than submitting the step.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          placeholder="Enter coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={Boolean(coupon.error)}
          aria-describedby={coupon.error ? errorId : undefined}
          className={`${inputClassName} uppercase placeholder:normal-case`}
        />
        <button
          type="button"
          onClick={apply}
          disabled={!coupon.code.trim() || coupon.applying}
          className="shrink-0 rounded-lg border border-blue-600 px-4 py-2.5 text-sm font-semibold text-blue-700 transition-colors hover:bg-blue-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-blue-500/10"
        >
          {coupon.applying ? 'Applying...' : 'Apply'}
        </button>
      </div>
      {coupon.error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {coupon.error}
        </p>
      )}
    </div>
  );
}
