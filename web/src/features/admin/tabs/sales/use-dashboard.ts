import * as apiPaths from '#shared/api/api-paths';
import { useCallback, useEffect, useState } from 'react';
import type { AdminDashboard } from '#shared/admin/dashboard';
import { errorMessage } from '#web/lib/api-client';
import { adminGet } from '#web/features/admin/kit/admin-api';

export const fetchDashboard = () => adminGet<AdminDashboard>(apiPaths.adminDashboard);

/** The dashboard's figures, loaded when the tab opens and again on Refresh. */
export function useDashboard() {
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{
    figures?: AdminDashboard;
    error: string;
    loadedFor: number;
  }>({ error: '', loadedFor: -1 });

  useEffect(() => {
    let current = true;
    fetchDashboard().then(
      (figures) => current && setState({ figures, error: '', loadedFor: reloads }),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          ...previous,
          error: errorMessage(error, 'Failed to load the dashboard. Please try again.'),
          loadedFor: reloads,
        })),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  return {
    figures: state.figures,
    error: state.error,
    loading: state.loadedFor !== reloads,
    refresh: useCallback(() => setReloads((count) => count + 1), []),
  };
}
