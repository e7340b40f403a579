import type { ComponentProps, ReactNode } from 'react';
import type { AdminQuery } from './admin-api';
import { AdminTable, type Column } from './admin-table';
import { ExportCsvButton } from './export-csv-button';
import { ListToolbar } from './list-toolbar';
import { TabHeading } from './tab-heading';
import type { AdminList } from './use-admin-list';

/** What the tab's table shows of each loaded row. */
interface ListTabTable<T> {
  caption: string;
  rowKey: (item: T) => string;
  emptyText: string;
  columns: Column<T>[];
}

/**
 * The shape every admin list tab shares: the heading (with 'Export CSV' of the list's own query
 * where the tab offers it), search and filters with Refresh, the table with its paging, and
 * what the tab adds above the table (an outcome) or after it (a detail dialog).
 */
export function ListTab<T>({
  heading,
  csv,
  toolbar,
  list,
  table,
  above,
  children,
}: {
  heading: ComponentProps<typeof TabHeading>;
  /**
   * 'Export CSV' of the list's own path and query; the file is named for the title
   * (nexora-payments.csv) when the server gives no name.
   */
  csv?: { path: string; query: AdminQuery };
  toolbar: Omit<ComponentProps<typeof ListToolbar>, 'onRefresh' | 'refreshing'>;
  list: AdminList<T>;
  table: ListTabTable<T>;
  above?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <TabHeading
        {...heading}
        actions={
          heading.actions ??
          (csv && (
            <ExportCsvButton {...csv} fallbackName={`nexora-${heading.title.toLowerCase()}.csv`} />
          ))
        }
      />
      <ListToolbar {...toolbar} onRefresh={list.refresh} refreshing={list.loading} />
      {above}
      <AdminTable list={list} {...table} />
      {children}
    </div>
  );
}
