import type { CreatedResponse } from '#shared/forms/fields';
import type { JobApplicationRequest } from '#shared/forms/job-application';
import { apiPost } from '#web/lib/api-client';

/** POST /api/jobs/{id}/applications: 201 with the new application's id. */
export function applyForJob(
  jobId: string,
  request: JobApplicationRequest,
): Promise<CreatedResponse> {
  return apiPost<CreatedResponse, JobApplicationRequest>(
    `/api/jobs/${encodeURIComponent(jobId)}/applications`,
    request,
  );
}
