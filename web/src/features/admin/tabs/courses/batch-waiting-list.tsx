import { useState } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import { isOnWaitingList, type AdminWaitingListEntry } from '#shared/admin/batch-waiting-lists';
import { waitingListOfferHours } from '#shared/forms/batch-waiting-list-text';
import { errorMessage } from '#web/lib/api-client';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { AdminTable } from '#web/features/admin/kit/admin-table';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { alertFailure, confirmAction } from '#web/features/admin/kit/dialogs';
import { formatDateTime } from '#web/features/admin/kit/format';
import { TwoLineCell } from '#web/features/admin/kit/two-line-cell';
import { SalesBadge } from '../sales/sales-badge';
import { NextBatchWaiting } from './next-batch-waiting';
import { PageSection } from './page-section';
import { useBatchPart, type BatchPartProps } from './use-batch-part';
import { fetchWaitingList, removeFromWaitingList } from './waiting-list-api';

// The batch page's waiting list (decision 025, docs/admin.md): the open offers and the seats
// they keep, the people waiting in their order, those yet to confirm, and what became of the
// rest; sales may take someone off it.

/** Where an entry stands, as staff read it, and the badge's tone. */
function stateOf(entry: AdminWaitingListEntry): { label: string; tone: string } {
  switch (entry.status) {
    case 'offered':
      return { label: 'Offered', tone: 'pending' };
    case 'waiting':
      return { label: 'Waiting', tone: 'neutral' };
    case 'unconfirmed':
      return { label: 'Not confirmed', tone: 'neutral' };
    case 'lapsed':
      return { label: 'Offer lapsed', tone: 'neutral' };
    case 'left':
      return { label: 'Left', tone: 'neutral' };
    case 'taken':
      return entry.enrollmentStatus === 'confirmed'
        ? { label: 'Enrolled', tone: 'confirmed' }
        : entry.enrollmentStatus === 'pending'
          ? { label: 'Paying', tone: 'pending' }
          : { label: 'Took the offer, did not pay', tone: 'neutral' };
  }
}

const seats = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);
const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

const waitingListPart = {
  load: (courseId: string, batchId: string) =>
    fetchWaitingList(courseId, batchId).then((list) => list.entries),
  failureText: 'Failed to load the waiting list. Please try again.',
};

export function BatchWaitingList({ courseId, batch }: BatchPartProps) {
  const { may } = useStaffAccess();
  const mayRemove = may('DELETE', apiPaths.adminBatchWaitingListEntry);
  const list = useBatchPart(waitingListPart, { courseId, batch });
  const { value: entries, setValue: setEntries, error } = list;
  const [busyId, setBusyId] = useState<string>();

  async function remove(entry: AdminWaitingListEntry) {
    const confirmed = await confirmAction({
      title: `Remove ${entry.name} from the waiting list?`,
      message:
        entry.status === 'offered'
          ? 'Their offer ends now, and the seat it kept goes to the next person waiting within a minute.'
          : 'They will not be offered a seat of this batch.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(entry.entryId);
    try {
      setEntries((await removeFromWaitingList(courseId, batch.id, entry.entryId)).entries);
    } catch (failure) {
      void alertFailure(errorMessage(failure, 'Could not remove them. Please try again.'));
    } finally {
      setBusyId(undefined);
    }
  }

  const offers = entries?.filter((entry) => entry.status === 'offered').length ?? 0;
  const waiting = entries?.filter((entry) => entry.status === 'waiting') ?? [];
  const placeOf = (entry: AdminWaitingListEntry) => waiting.indexOf(entry) + 1;

  return (
    <PageSection id="waiting-list-heading" title="Waiting list">
      {entries && <WaitingListSummary waiting={waiting.length} offers={offers} />}
      {may('GET', apiPaths.adminCourseNextBatchAlerts) && <NextBatchWaiting courseId={courseId} />}
      <AdminTable
        caption={`Waiting list of ${batch.name}`}
        items={entries ?? []}
        rowKey={(entry) => entry.entryId}
        loading={!entries && !error}
        error={error}
        emptyText="Nobody has joined the waiting list of this batch."
        columns={[
          {
            header: 'Place',
            cell: (entry) => (entry.status === 'waiting' ? placeOf(entry) : ''),
          },
          {
            header: 'Person',
            cell: (entry) => <TwoLineCell main={entry.name} detail={entry.email} />,
          },
          { header: 'Phone', cell: (entry) => entry.phone },
          {
            header: 'Joined',
            className: 'whitespace-nowrap',
            cell: (entry) => formatDateTime(entry.joinedAt),
          },
          {
            header: 'State',
            cell: (entry) => <StateCell entry={entry} />,
          },
          ...(mayRemove
            ? [
                {
                  header: 'Actions',
                  cell: (entry: AdminWaitingListEntry) =>
                    isOnWaitingList(entry) && (
                      <button
                        type="button"
                        className={buttonClass.rowDanger}
                        disabled={busyId === entry.entryId}
                        aria-label={`Remove ${entry.name} from the waiting list`}
                        onClick={() => void remove(entry)}
                      >
                        Remove
                      </button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </PageSection>
  );
}

/** How many wait and how many offers are open, keeping how many seats for how long. */
function WaitingListSummary({ waiting, offers }: { waiting: number; offers: number }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="waiting-list-summary">
      {people(waiting)} waiting;{' '}
      {offers
        ? `${offers === 1 ? '1 offer' : `${offers} offers`} open, keeping ${seats(offers)} for ${waitingListOfferHours} hours each.`
        : 'no offer open.'}{' '}
      A freed seat is offered to the first person waiting within a minute.
    </p>
  );
}

/** Where an entry stands, and until when an open offer keeps its seat. */
function StateCell({ entry }: { entry: AdminWaitingListEntry }) {
  const state = stateOf(entry);
  return (
    <div className="space-y-1">
      <SalesBadge status={state.tone} label={state.label} />
      {entry.status === 'offered' && entry.offerExpiresAt && (
        <p className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
          until {formatDateTime(entry.offerExpiresAt)}
        </p>
      )}
    </div>
  );
}
