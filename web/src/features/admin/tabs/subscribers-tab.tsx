import * as apiPaths from '#shared/api/api-paths';
import { adminSubscriberMessages } from '#shared/admin/subscribers';
import { newsletterStatuses, type NewsletterSubscriber } from '#shared/forms/newsletter';
import { dateColumn, type Column } from '../kit/admin-table';
import { formatDate } from '../kit/format';
import { ListTab } from '../kit/list-tab';
import { useStatusFilter } from '../kit/list-toolbar';
import { StatusBadge } from '../kit/status-select';
import { TwoLineCell } from '../kit/two-line-cell';
import { useAdminList } from '../kit/use-admin-list';
import { useListSearch } from '../kit/use-list-search';

const columns: Column<NewsletterSubscriber>[] = [
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
  dateColumn('Signed up', (item) => formatDate(item.subscribedAt)),
  dateColumn('Confirmed', (item) => (item.confirmedAt ? formatDate(item.confirmedAt) : '—')),
];

/**
 * The newsletter's addresses (docs/product.md §12): pending until their owner opens the
 * confirmation link, and only confirmed ones receive the newsletter.
 */
export function SubscribersTab() {
  const search = useListSearch('Search subscribers');
  const status = useStatusFilter(newsletterStatuses);
  const list = useAdminList<NewsletterSubscriber>(apiPaths.adminSubscribers, {
    q: search.q,
    status: status.value,
  });

  return (
    <ListTab
      heading={{
        title: 'Subscribers',
        description:
          'Newsletter sign-ups. Only confirmed addresses receive the newsletter; pending ones have not opened their confirmation link yet.',
      }}
      toolbar={{
        search: search.box,
        filters: [status.filter],
      }}
      list={list}
      table={{
        caption: 'Newsletter subscribers',
        rowKey: (item) => item.email,
        emptyText: adminSubscriberMessages.empty,
        columns,
      }}
    />
  );
}
