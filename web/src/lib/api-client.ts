import type { ApiErrorBody } from '#shared/api/content';

// The one way the browser talks to our API: same origin, JSON in and out (docs/architecture.md §4).

/** A failed API call, carrying the server's `{error, fieldErrors}` when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** The whole error body, for the few answers that carry more (a wrong sign-in code's retry). */
  readonly body: ApiErrorBody | undefined;

  constructor(
    message: string,
    status: number,
    fieldErrors: Record<string, string> = {},
    body?: ApiErrorBody,
  ) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/**
 * The text to show a visitor: the server's message for a 4xx (those use the product's wording),
 * else the caller's fallback, e.g. 'Failed to send message. Please try again.'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function apiGet<TResponse>(path: string, options?: RequestOptions): Promise<TResponse> {
  return request<TResponse>('GET', path, undefined, options);
}

export function apiPost<TResponse, TBody = unknown>(
  path: string,
  body: TBody,
  options?: RequestOptions,
): Promise<TResponse> {
  return request<TResponse>('POST', path, body, options);
}

/** Any method; a 204 answers undefined. The admin area sends its bearer token in `headers`. */
export async function request<TResponse>(
  method: HttpMethod,
  path: string,
  body: unknown,
  { query, headers, signal }: RequestOptions = {},
): Promise<TResponse> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Let callers tell a deliberate abort from a failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Please check your connection.', 0);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const errorBody = isErrorBody(payload) ? payload : undefined;
    throw new ApiError(
      errorBody?.error ?? `Request failed with status ${response.status}`,
      response.status,
      errorBody?.fieldErrors,
      errorBody,
    );
  }
  if (payload === undefined && response.status !== 204) {
    // E.g. an HTML page from a misrouted request: never hand that to the UI as data.
    throw new ApiError('Unexpected response from the server', response.status);
  }
  return payload as TResponse;
}

export function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}
