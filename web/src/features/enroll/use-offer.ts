import { useEffect, useState } from 'react';
import type { WaitingListOfferResponse } from '#shared/forms/batch-waiting-list';
import { offerLinkParams } from '#shared/forms/batch-waiting-list-paths';
import { ApiError } from '#web/lib/api-client';
import { useLocation } from '#web/lib/router';
import { getOffer } from './api/get-offer';

// A waiting-list offer (decision 025): the offer mail's link opens this page with
// `?batch=…&offer=<entryId>&token=…`; the seat kept for that person is theirs to choose, and the
// checkout carries the offer. The server answers whom it is for, so their address is filled in.

export interface OfferLink {
  batchId: string;
  entryId: string;
  token: string;
}

export type OfferState =
  | { status: 'none' }
  /** Being looked up, or the look-up failed without an answer: the checkout still tries it. */
  | { status: 'checking' | 'unchecked'; link: OfferLink }
  | { status: 'open'; link: OfferLink; offer: WaitingListOfferResponse }
  /** Lapsed, taken or unknown: the server's words; the page is an ordinary enrolment again. */
  | { status: 'gone'; message: string };

/** The offer a link's query carries; undefined unless all three parts are there. */
export function offerLinkOf(search: string): OfferLink | undefined {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() ?? '';
  const link = {
    batchId: read(offerLinkParams.batch),
    entryId: read(offerLinkParams.offer),
    token: read(offerLinkParams.token),
  };
  return link.batchId && link.entryId && link.token ? link : undefined;
}

/** A refusal that says the offer is not there to take (404 unknown link, 410 lapsed or taken). */
export const isOfferGone = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

export function useOffer(courseSlug: string) {
  const { search } = useLocation();
  const [link] = useState(() => offerLinkOf(search));
  const [state, setState] = useState<OfferState>(
    link ? { status: 'checking', link } : { status: 'none' },
  );

  useEffect(() => {
    if (!link) return;
    let current = true;
    getOffer({ courseSlug, ...link }).then(
      (offer) => current && setState({ status: 'open', link, offer }),
      (error: unknown) => {
        if (!current) return;
        setState(
          isOfferGone(error)
            ? { status: 'gone', message: error.message }
            : { status: 'unchecked', link },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [courseSlug, link]);

  const held = state.status === 'none' || state.status === 'gone' ? undefined : state.link;
  return {
    state,
    /** The batch whose seat is kept for this visitor, while the offer may be open. */
    batchId: held?.batchId,
    /** What the checkout request carries. */
    checkoutOffer: held && { entryId: held.entryId, token: held.token },
    /** The checkout found the offer gone (410, 404): enrol as anyone else from now on. */
    drop(message: string) {
      setState({ status: 'gone', message });
    },
  };
}

export type OfferControl = ReturnType<typeof useOffer>;
