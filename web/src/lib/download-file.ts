import { ApiError } from './api-client';

// Apart from api-client.ts, so that only the pages that download files (admin, My Learning)
// carry it, not the first load of every page.

/**
 * Fetches a file (a CSV, a calendar) and hands it to the browser as a download, named as the
 * server names it (Content-Disposition) or else `fallbackName`. A refusal throws ApiError with
 * the server's message.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  { headers }: { headers?: Record<string, string> } = {},
): Promise<void> {
  const response = await fetch(path, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined;
    throw new ApiError(
      body?.error ?? `Download failed with status ${response.status}`,
      response.status,
    );
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
