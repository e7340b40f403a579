import { ulid } from 'ulid';
import { contactRequest } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import { newsletterRequest, type NewsletterResponse } from '#shared/forms/newsletter';
import { submitContactMessage, subscribeToNewsletter } from '../contact';
import { createApiHandler, created, ok, type RouteTable } from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';

// The contact form and the newsletter sign-up (docs/product.md §2 Contact, footer).

export const routes = {
  'POST /api/contact': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'contact', contactRequest);
    const body: CreatedResponse = { id: fromBot ? ulid() : (await submitContactMessage(data)).id };
    return created(body);
  },

  'POST /api/newsletter': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'newsletter', newsletterRequest);
    if (fromBot) return created({ subscribed: true, alreadySubscribed: false });
    const body: NewsletterResponse = await subscribeToNewsletter(data);
    return body.alreadySubscribed ? ok(body) : created(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
