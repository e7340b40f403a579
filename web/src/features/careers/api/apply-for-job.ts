import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { CreatedResponse } from '#shared/forms/fields';
import type { JobApplicationRequest } from '#shared/forms/job-application';
import { apiPost } from '#web/lib/api-client';

/** POST /api/jobs/{id}/applications: 201 with the new application's id. */
export function applyForJob(
  jobId: string,
  request: JobApplicationRequest,
): Promise<CreatedResponse> {
  return apiPost<CreatedResponse, JobApplicationRequest>(
    withPathParameters(apiPaths.jobApplications, { id: jobId }),
    request,
  );
}
