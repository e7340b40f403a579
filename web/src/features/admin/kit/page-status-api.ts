import * as apiPaths from '#shared/api/api-paths';
import { useEffect, useState } from 'react';
import { pageStatusQuery, type PageStatus, type PageStatusQuery } from '#shared/admin/page-status';
import { errorMessage } from '#web/lib/api-client';
import { adminGet } from './admin-api';

// GET /api/admin/page-status (decision 008): after a save, whether the public page shows it. The
// site renderer takes a moment, so the hook asks again every second until the answer settles.

const fetchPageStatus = (query: PageStatusQuery) =>
  adminGet<PageStatus>(apiPaths.adminPageStatus, pageStatusQuery.parse(query));

type PageStatusWatch =
  /** No answer yet, or the renderer is still at it. */
  | { phase: 'updating' }
  | { phase: 'settled'; status: PageStatus }
  /** Still updating when the hook stopped asking. */
  | { phase: 'timed-out' }
  | { phase: 'error'; message: string };

const checkFailed = 'Could not check the public page. Please try again.';

/** How long the hook keeps asking while the page is being updated. */
export const pageStatusPatienceMinutes = 2;

/**
 * Polls the status of `page` every `everyMs` until it is no longer 'updating', giving up after
 * `giveUpAfterMs`; `checkAgain` starts over.
 */
export function usePageStatus(
  page: PageStatusQuery,
  { everyMs = 1000, giveUpAfterMs = pageStatusPatienceMinutes * 60_000 } = {},
): PageStatusWatch & { checkAgain: () => void } {
  const pageKey = JSON.stringify(page);
  const [round, setRound] = useState(0);
  const requestKey = `${pageKey}|${round}`;
  // What the current round last learned: while it is another round's, the page is updating.
  const [learned, setLearned] = useState<{ key: string; watch: PageStatusWatch }>();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + giveUpAfterMs;
    const learn = (watch: PageStatusWatch) => setLearned({ key: requestKey, watch });

    async function ask() {
      try {
        const status = await fetchPageStatus(JSON.parse(pageKey) as PageStatusQuery);
        if (stopped) return;
        if (status.state !== 'updating') learn({ phase: 'settled', status });
        else if (Date.now() >= deadline) learn({ phase: 'timed-out' });
        else timer = setTimeout(() => void ask(), everyMs);
      } catch (error) {
        if (!stopped) learn({ phase: 'error', message: errorMessage(error, checkFailed) });
      }
    }

    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pageKey, requestKey, everyMs, giveUpAfterMs]);

  const watch = learned?.key === requestKey ? learned.watch : { phase: 'updating' as const };
  return { ...watch, checkAgain: () => setRound((count) => count + 1) };
}
