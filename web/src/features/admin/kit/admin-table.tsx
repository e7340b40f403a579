import type { ReactNode } from 'react';
import { ColumnHeaders } from './column-headers';
import { LoadMore } from './load-more';
import type { AdminList } from './use-admin-list';
import { ErrorAlert } from '#web/components/error-alert';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** E.g. 'hidden md:table-cell' to drop a column on phones. */
  className?: string;
}

/** A date column that phones drop: e.g. dateColumn('Booked', (item) => formatDate(item.createdAt)). */
export function dateColumn<T>(header: string, text: (item: T) => ReactNode): Column<T> {
  return { header, className: 'hidden sm:table-cell whitespace-nowrap', cell: text };
}

/**
 * An admin list as a table, with the loading, error and empty states the tabs share, and a
 * 'Load more' button while the API has further pages.
 */
/** Rows from a paged admin list (useAdminList), or a fixed set of rows loaded some other way. */
type Rows<T> = { list: AdminList<T> } | { items: T[]; loading: boolean; error?: string };

export function AdminTable<T>(
  props: {
    caption: string;
    columns: Column<T>[];
    rowKey: (item: T) => string;
    emptyText: string;
  } & Rows<T>,
) {
  const { caption, columns, rowKey, emptyText } = props;
  const { items, loading, error } = 'list' in props ? props.list : props;
  const list = 'list' in props ? props.list : undefined;
  return (
    <div>
      <ErrorAlert message={error ?? ''} className="mb-4" />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-950 dark:text-slate-300">
            <ColumnHeaders
              columns={columns.map(({ header, className }) => ({
                header,
                className: `px-4 py-3 ${className ?? ''}`,
              }))}
            />
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
            {items.map((item) => (
              <tr key={rowKey(item)} className="align-top">
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 ${column.className ?? ''}`}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {items.length === 0 && (
          <p role="status" className="px-4 py-10 text-center text-slate-600 dark:text-slate-300">
            {loading ? 'Loading...' : error ? '' : emptyText}
          </p>
        )}
      </div>
      {list && <LoadMore list={list} className="mt-4 text-center" />}
    </div>
  );
}
