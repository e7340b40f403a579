import * as apiPaths from '#shared/api/api-paths';
import { useCallback, useEffect, useState } from 'react';
import {
  dashboardRecentCount,
  type AdminDashboard,
  type AdminDashboardMoney,
} from '#shared/admin/dashboard';
import type { AdminPage } from '#shared/admin/lists';
import type { ContactSubmission } from '#shared/forms/contact';
import { errorMessage } from '#web/lib/api-client';
import { adminGet } from '#web/features/admin/kit/admin-api';
import type { StaffAccess } from '#web/features/admin/auth/staff-access';

export const fetchDashboard = () => adminGet<AdminDashboard>(apiPaths.adminDashboard);

export const fetchDashboardMoney = () =>
  adminGet<AdminDashboardMoney>(apiPaths.adminDashboardMoney);

/** Recent Contacts is the contacts list's first page, so it shows only to who may use Contacts. */
export const fetchRecentContacts = () =>
  adminGet<AdminPage<ContactSubmission>>(apiPaths.adminContacts, { limit: dashboardRecentCount });

/**
 * The dashboard's parts, loaded when the tab opens and again on Refresh: the counts for every
 * role, the money and the recent contacts only for those the matrix gives their routes (an
 * absent part is `undefined` and never requested).
 */
export function useDashboard(access: StaffAccess) {
  const [reloads, setReloads] = useState(0);
  const counts = useDashboardPart(fetchDashboard, true, reloads);
  const money = useDashboardPart(
    fetchDashboardMoney,
    access.may('GET', apiPaths.adminDashboardMoney),
    reloads,
  );
  const contacts = useDashboardPart(
    fetchRecentContacts,
    access.may('GET', apiPaths.adminContacts),
    reloads,
  );
  const parts = [counts, money, contacts];

  return {
    counts: counts.value,
    money: money.value,
    contacts: contacts.value?.items,
    error: parts.find((part) => part.error)?.error ?? '',
    loading: parts.some((part) => part.loading),
    refresh: useCallback(() => setReloads((count) => count + 1), []),
  };
}

function useDashboardPart<T>(load: () => Promise<T>, allowed: boolean, reloads: number) {
  const [state, setState] = useState<{ value?: T; error: string; loadedFor: number }>({
    error: '',
    loadedFor: -1,
  });

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    load().then(
      (value) => current && setState({ value, error: '', loadedFor: reloads }),
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
  }, [load, allowed, reloads]);

  return allowed
    ? { value: state.value, error: state.error, loading: state.loadedFor !== reloads }
    : { value: undefined, error: '', loading: false };
}
