import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { adminSubscriberMessages } from '#shared/admin/subscribers';
import {
  newsletterStatuses,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '#shared/forms/newsletter';
import { AdminTable } from '../kit/admin-table';
import { formatDate } from '../kit/format';
import { choiceFilter, ListToolbar } from '../kit/list-toolbar';
import { StatusBadge } from '../kit/status-select';
import { TabHeading } from '../kit/tab-heading';
import { TwoLineCell } from '../kit/two-line-cell';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';

/**
 * The newsletter's addresses (docs/product.md §12): pending until their owner opens the
 * confirmation link, and only confirmed ones receive the newsletter.
 */
export function SubscribersTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<NewsletterStatus | ''>('');
  const q = useDebouncedValue(search);
  const list = useAdminList<NewsletterSubscriber>(apiPaths.adminSubscribers, { q, status });

  return (
    <div>
      <TabHeading
        title="Subscribers"
        description="Newsletter sign-ups. Only confirmed addresses receive the newsletter; pending ones have not opened their confirmation link yet."
      />
      <ListToolbar
        search={{ label: 'Search subscribers', value: search, onChange: setSearch }}
        filters={[
          choiceFilter({
            label: 'Filter by status',
            allLabel: 'All statuses',
            value: status,
            onChange: setStatus,
            choices: newsletterStatuses,
          }),
        ]}
        onRefresh={list.refresh}
        refreshing={list.loading}
      />
      <AdminTable
        caption="Newsletter subscribers"
        list={list}
        rowKey={(item) => item.email}
        emptyText={adminSubscriberMessages.empty}
        columns={[
          {
            header: 'Subscriber',
            cell: (item) => <TwoLineCell main={item.email} detail={item.name} />,
          },
          { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
          {
            header: 'Source',
            className: 'hidden md:table-cell',
            cell: (item) => item.source,
          },
          {
            header: 'Signed up',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => formatDate(item.subscribedAt),
          },
          {
            header: 'Confirmed',
            className: 'hidden sm:table-cell whitespace-nowrap',
            cell: (item) => (item.confirmedAt ? formatDate(item.confirmedAt) : '—'),
          },
        ]}
      />
    </div>
  );
}
