import { ulid } from 'ulid';
import { contactRequest } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import {
  newsletterMessages,
  newsletterRequest,
  newsletterTokenRequest,
  type NewsletterResponse,
} from '#shared/forms/newsletter';
import {
  nextBatchMessages,
  nextBatchRequest,
  nextBatchTokenRequest,
  type NextBatchResponse,
} from '#shared/forms/next-batch';
import { submitContactMessage } from '../contact';
import { askForNextBatch, confirmNextBatchAlert, leaveNextBatchAlert } from '../next-batch';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../newsletter';
import {
  accepted,
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  type RouteTable,
} from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';

// The contact form, the newsletter (sign-up, its confirmation and unsubscribing) and the
// next-batch list (docs/product.md §2 Contact, footer; §4 Newsletter subscriber; decision 025).

export const routes = {
  'POST /api/contact': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'contact', contactRequest);
    const body: CreatedResponse = { id: fromBot ? ulid() : (await submitContactMessage(data)).id };
    return created(body);
  },

  /** The same 202 and body for every address, new or known, and for a bot. */
  'POST /api/newsletter': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'newsletter', newsletterRequest, {
      countReceived: false,
    });
    const body: NewsletterResponse = fromBot
      ? { message: newsletterMessages.success }
      : await subscribeToNewsletter(data);
    return accepted(body);
  },

  'POST /api/newsletter/confirm': async (event) => {
    await enforceRateLimit(event, 'newsletterLink');
    const { token } = parseJsonBody(event, newsletterTokenRequest);
    return ok(await confirmNewsletterSubscription(token));
  },

  /**
   * The unsubscribe page sends the token as JSON; a mail client's one-click unsubscribe
   * (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form to the link, token in the query.
   */
  'POST /api/newsletter/unsubscribe': async (event) => {
    await enforceRateLimit(event, 'newsletterLink');
    const { token } = event.queryStringParameters?.token
      ? parseQuery(event, newsletterTokenRequest)
      : parseJsonBody(event, newsletterTokenRequest);
    return ok(await unsubscribeFromNewsletter(token));
  },

  /** "Tell me about the next batch" (decision 025): one 202 for every address, and for a bot. */
  'POST /api/next-batch': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'nextBatch', nextBatchRequest, {
      countReceived: false,
    });
    const body: NextBatchResponse = fromBot
      ? { message: nextBatchMessages.success }
      : await askForNextBatch(data);
    return accepted(body);
  },

  'POST /api/next-batch/confirm': async (event) => {
    await enforceRateLimit(event, 'nextBatchLink');
    const { token } = parseJsonBody(event, nextBatchTokenRequest);
    return ok(await confirmNextBatchAlert(token));
  },

  /** As the newsletter's unsubscribe: the page's JSON, or a mail client's one-click POST. */
  'POST /api/next-batch/leave': async (event) => {
    await enforceRateLimit(event, 'nextBatchLink');
    const { token } = event.queryStringParameters?.token
      ? parseQuery(event, nextBatchTokenRequest)
      : parseJsonBody(event, nextBatchTokenRequest);
    return ok(await leaveNextBatchAlert(token));
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
