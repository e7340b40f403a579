import { ulid } from 'ulid';
import { contactRequest } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import {
  newsletterMessages,
  newsletterRequest,
  newsletterTokenRequest,
  type NewsletterResponse,
} from '#shared/forms/newsletter';
import { submitContactMessage } from '../contact';
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

// The contact form and the newsletter: sign-up, its confirmation and unsubscribing
// (docs/product.md §2 Contact, footer; §4 Newsletter subscriber).

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
} satisfies RouteTable;

export const handler = createApiHandler(routes);
