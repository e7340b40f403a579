import {
  legacyAdminGroup,
  mayCallRoute,
  staffRolesOf,
  type StaffRole,
} from '#shared/admin/staff-roles';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { ApiEvent } from './http';

// Defence in depth behind the JWT authorizer (docs/architecture.md §4): every admin route checks
// again that the caller's verified claims hold a staff role the matrix lets call this route
// (decision 021, shared/admin/staff-roles.ts). The legacy group `admin` counts as owner.

export const adminGroup = legacyAdminGroup;

type ClaimValue = string | number | boolean | string[];

interface JwtAuthorizerContext {
  authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } };
}

export interface AdminIdentity {
  /** The ID token's `email`; access tokens carry none. */
  email?: string;
  sub: string;
  /** The staff roles the caller holds (never empty). */
  roles: StaffRole[];
}

/**
 * 401 without verified claims, 403 for a user whose roles may not call the route being called
 * (`event.routeKey`); otherwise who is asking.
 */
export function requireAdmin(event: ApiEvent): AdminIdentity {
  const claims = (event.requestContext as JwtAuthorizerContext | undefined)?.authorizer?.jwt
    ?.claims;
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string' || !sub) throw new UnauthorizedError();
  const roles = staffRolesOf(parseGroupsClaim(claims['cognito:groups']));
  if (!mayCallRoute(roles, event.routeKey)) {
    throw new ForbiddenError('You do not have permission to do this.');
  }
  const email = claims.email;
  return { sub, roles, ...(typeof email === 'string' && email ? { email } : {}) };
}

/** Whether a route key (`GET /api/admin/...`) is an admin route, which createApiHandler guards. */
export function isAdminRouteKey(routeKey: string): boolean {
  const path = routeKey.split(' ')[1] ?? '';
  return path === '/api/admin' || path.startsWith('/api/admin/');
}

/**
 * `cognito:groups` in the forms it arrives in: API Gateway's "[admin editors]" (the local stand-in
 * writes the same), a real array, or one plain group name. Cognito group names hold no
 * whitespace, so whitespace is the only separator, and a name is taken exactly as written: no
 * quotes are stripped, so a group named `"admin"` (quotes and all), which API Gateway writes as
 * `["admin"]`, is not `admin` (decision 021).
 */
export function parseGroupsClaim(value: ClaimValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((group) => typeof group === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  const listed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return listed.split(/\s+/).filter(Boolean);
}
