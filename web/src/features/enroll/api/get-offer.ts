import * as apiPaths from '#shared/api/api-paths';
import type { WaitingListLink, WaitingListOfferResponse } from '#shared/forms/batch-waiting-list';
import { apiPost } from '#web/lib/api-client';

/** POST /api/waiting-list/offer: whom the offer mail's link keeps a seat for; 404, 410 lapsed. */
export const getOffer = (link: WaitingListLink) =>
  apiPost<WaitingListOfferResponse, WaitingListLink>(apiPaths.waitingListOffer, link);
