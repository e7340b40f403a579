import * as apiPaths from '#shared/api/api-paths';
import type { ContactRequest } from '#shared/forms/contact';
import type { CreatedResponse } from '#shared/forms/fields';
import { apiPost } from '#web/lib/api-client';

/** POST /api/contact: stores the message and e-mails the company; 201 with its id. */
export function sendContact(request: ContactRequest): Promise<CreatedResponse> {
  return apiPost<CreatedResponse, ContactRequest>(apiPaths.contact, request);
}
