import { ulid } from 'ulid';
import type { CreatedResponse } from '#shared/forms/fields';
import { jobApplicationRequest } from '#shared/forms/job-application';
import { uploadRequest, type UploadResponse } from '#shared/forms/uploads';
import { applyForJob, createResumeUpload } from '../careers';
import {
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';
import { acceptPublicForm } from '#lambdas/lib/public-form';
import { enforceRateLimit } from '#lambdas/lib/rate-limit';

// Applying for a job (docs/product.md §2 Careers), with an optional résumé uploaded straight to S3 first.

export const routes = {
  'POST /api/jobs/{id}/applications': async (event) => {
    const jobId = pathParameter(event, 'id');
    const { data, fromBot } = await acceptPublicForm(event, 'application', jobApplicationRequest);
    const body: CreatedResponse = { id: fromBot ? ulid() : (await applyForJob(jobId, data)).id };
    return created(body);
  },

  'POST /api/uploads': async (event) => {
    await enforceRateLimit(event, 'upload');
    const body: UploadResponse = await createResumeUpload(parseJsonBody(event, uploadRequest));
    return ok(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
