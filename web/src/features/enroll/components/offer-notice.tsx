import { Armchair, CircleAlert } from 'lucide-react';
import type { BatchAvailability } from '#shared/api/content';
import { formatDateTime } from '#shared/format-date';
import type { OfferState } from '../use-offer';

/**
 * What a waiting-list offer link (decision 025) opened: the seat kept for the visitor, until when
 * and for which address; or, once lapsed or unknown, the server's words.
 */
export function OfferNotice({
  offer,
  batches,
}: {
  offer: OfferState;
  batches: BatchAvailability[];
}) {
  if (offer.status === 'gone') {
    return (
      <p
        role="alert"
        className="mb-6 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
      >
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {offer.message}
      </p>
    );
  }
  if (offer.status !== 'open' && offer.status !== 'unchecked') return null;
  const batch = batches.find((candidate) => candidate.id === offer.link.batchId);
  return (
    <p
      role="status"
      className="mb-6 flex gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-200"
    >
      <Armchair className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {offer.status === 'open' ? (
        <span>
          A seat{batch && ` in ${batch.name}`} is kept for you until{' '}
          {formatDateTime(offer.offer.offerExpiresAt)} IST. Enroll with{' '}
          <strong className="break-all">{offer.offer.email}</strong>, the address the offer was sent
          to.
        </span>
      ) : (
        <span>
          A seat{batch && ` in ${batch.name}`} is kept for you from the waiting list. Enroll with
          the e-mail address the offer was sent to.
        </span>
      )}
    </p>
  );
}
