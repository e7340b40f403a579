import * as apiPaths from '#shared/api/api-paths';
import type { CreatedResponse } from '#shared/forms/fields';
import type { LeadRequest } from '#shared/forms/lead';
import { apiPost } from '#web/lib/api-client';

/** POST /api/leads: the MVP calculator's 'Get Detailed Estimate' request, with the selection. */
export function sendLead(request: LeadRequest): Promise<CreatedResponse> {
  return apiPost<CreatedResponse, LeadRequest>(apiPaths.leads, request);
}
