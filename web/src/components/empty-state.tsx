import { SearchX } from 'lucide-react';

interface EmptyStateProps {
  title: string;
  message?: string;
  /** Offers a way out, e.g. clearing the search and filter. */
  onReset?: () => void;
  resetLabel?: string;
}

/** What a filtered list shows when nothing matches (docs/product.md §2 empty states). */
export function EmptyState({
  title,
  message,
  onReset,
  resetLabel = 'Clear filters',
}: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <SearchX className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      {message && <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>}
      {onReset && (
        <button
          type="button"
          onClick={onReset}
          className="mt-6 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-blue-400 dark:hover:text-blue-300"
        >
          {resetLabel}
        </button>
      )}
    </div>
  );
}
