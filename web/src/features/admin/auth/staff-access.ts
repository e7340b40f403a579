import { useMemo } from 'react';
import {
  coursePriceRoles,
  mayCallRoute,
  mayChangeCoursePrices,
  rolesForRoute,
  staffRoleLabels,
  type StaffRole,
} from '#shared/admin/staff-roles';
import { useAuth } from './auth-context';

// What the signed-in person may do inside a section several roles share (decision 021): each
// part of a page asks the route matrix about the route it calls, so a part is shown, and its
// request sent, only to the roles the server lets through. Components never name roles.

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffAccess {
  /** Whether the person may call the route; `path` is the template of shared/api/api-paths.ts. */
  may: (method: RouteMethod, path: string) => boolean;
  /** Whether a course's price fields are theirs to change (content edits only its texts). */
  mayChangeCoursePrices: boolean;
}

export function staffAccessOf(roles: readonly StaffRole[]): StaffAccess {
  return {
    may: (method, path) => mayCallRoute(roles, `${method} ${path}`),
    mayChangeCoursePrices: mayChangeCoursePrices(roles),
  };
}

/** The signed-in person's access; nobody's (nothing allowed) while signed out. */
export function useStaffAccess(): StaffAccess {
  const { state } = useAuth();
  const roles = state.status === 'signedIn' ? state.user.roles : noRoles;
  return useMemo(() => staffAccessOf(roles), [roles]);
}

const noRoles: readonly StaffRole[] = [];

/** Who the roles are, as a "not for you" line says it: "the Owner and Finance roles". */
export function rolesAudience(roles: readonly StaffRole[]): string {
  const labels = roles.map((role) => staffRoleLabels[role]);
  const listed =
    labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
  return `the ${listed} ${labels.length > 1 ? 'roles' : 'role'}`;
}

/** Who may call a route, said as rolesAudience says it. */
export const routeAudience = (method: RouteMethod, path: string): string =>
  rolesAudience(rolesForRoute(`${method} ${path}`));

/** Who may change a course's prices (content edits only its texts). */
export const coursePriceAudience = rolesAudience(coursePriceRoles);
