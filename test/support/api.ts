import { inject } from 'vitest';

/** A request to the local stack's API over HTTP, answering status and parsed JSON. */
export async function api<T = unknown>(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('siteUrl')}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
