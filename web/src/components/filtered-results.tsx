import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/**
 * A searchable list's results (blog, portfolio, case studies, courses): the items, or the
 * the product's empty state with a button that clears the search and filters.
 */
export function FilteredResults<T>({
  items,
  renderItem,
  emptyTitle,
  onReset,
  layout = 'grid',
}: {
  items: T[];
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  onReset: () => void;
  layout?: 'grid' | 'stack';
}) {
  if (items.length === 0) {
    return (
      <div className="mt-8">
        <EmptyState
          title={emptyTitle}
          message="Try adjusting your search terms or filters."
          onReset={onReset}
        />
      </div>
    );
  }
  return layout === 'grid' ? (
    <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{items.map(renderItem)}</div>
  ) : (
    <div className="mt-8 space-y-8">{items.map(renderItem)}</div>
  );
}
