import { ulid } from 'ulid';
import type { CreatedResponse } from '#shared/forms/fields';
import { leadRequest } from '#shared/forms/lead';
import { saveLead } from '../leads';
import { createApiHandler, created, type RouteTable } from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';

// The MVP calculator's 'Get Detailed Estimate' lead form.

export const routes = {
  'POST /api/leads': async (event) => {
    const { data, fromBot } = await acceptPublicForm(event, 'lead', leadRequest);
    const body: CreatedResponse = { id: fromBot ? ulid() : (await saveLead(data)).id };
    return created(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
