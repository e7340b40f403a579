import { ApiError, request, withQuery, type HttpMethod } from '#web/lib/api-client';
import { downloadFile } from '#web/lib/download-file';
import { staffMessages } from '#shared/admin/staff';
import { idToken } from '../auth/admin-auth';
import { reportTwoStepRequired } from '../auth/two-step-required';

// Every admin API call: the shared API client plus the admin's Cognito ID token (refreshed by
// Amplify when due). Errors are ApiError with the server's message, as on the public site.

export type AdminQuery = Record<string, string | number | boolean | undefined | null>;

export const sessionEndedMessage = 'Your session has ended. Please sign in again.';

async function authorization(): Promise<Record<string, string>> {
  const token = await idToken().catch(() => undefined);
  if (!token) throw new ApiError(sessionEndedMessage, 401);
  return { Authorization: `Bearer ${token}` };
}

export async function adminRequest<T>(
  method: HttpMethod,
  path: string,
  options: { body?: unknown; query?: AdminQuery } = {},
): Promise<T> {
  try {
    return await request<T>(method, path, options.body, {
      query: options.query,
      headers: await authorization(),
    });
  } catch (error) {
    // The owners require two-step sign-in of this person's role: Account Security says why.
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      error.message === staffMessages.twoStepRequired
    ) {
      reportTwoStepRequired();
    }
    throw error;
  }
}

export const adminGet = <T>(path: string, query?: AdminQuery) =>
  adminRequest<T>('GET', path, { query });
export const adminPost = <T>(path: string, body: unknown) =>
  adminRequest<T>('POST', path, { body });
export const adminPut = <T>(path: string, body: unknown) => adminRequest<T>('PUT', path, { body });
export const adminPatch = <T>(path: string, body: unknown) =>
  adminRequest<T>('PATCH', path, { body });
export const adminDelete = (path: string) => adminRequest<void>('DELETE', path);

/**
 * Downloads a file the API answers (e.g. `?format=csv`) with the admin's token, saving it under
 * the server's Content-Disposition name or `fallbackName`.
 */
export async function adminDownload(
  path: string,
  query: AdminQuery,
  fallbackName: string,
): Promise<void> {
  await downloadFile(withQuery(path, query), fallbackName, { headers: await authorization() });
}
