import { describe, expect, it } from 'vitest';
import { apiAreas, isAdminPath } from '#lambdas/api-routes';
import {
  adminRouteRoles,
  mayCallRoute,
  rolesForRoute,
  staffRoles,
  staffRolesOf,
} from '#shared/admin/staff-roles';

// Decision 021: the matrix of admin route × role is the one list the server, the web and the
// docs read, so it must name every admin route there is, and only those.

const adminRouteKeys = apiAreas
  .flatMap((area) => area.routeKeys)
  .filter((key) => isAdminPath(key.split(' ')[1] ?? ''));

describe('the staff roles matrix', () => {
  it('has an entry for every admin route of lambdas/api-routes.ts, and no other', () => {
    expect(adminRouteKeys.length).toBeGreaterThan(50);
    const missing = adminRouteKeys.filter((key) => !(key in adminRouteRoles));
    expect(missing).toEqual([]);
    expect(Object.keys(adminRouteRoles).sort()).toEqual([...adminRouteKeys].sort());
  });

  it('lets owner call every admin route, and refuses a route it does not know to all others', () => {
    for (const key of adminRouteKeys) expect(mayCallRoute(['owner'], key)).toBe(true);
    expect(mayCallRoute(['owner'], 'GET /api/admin/not-yet-listed')).toBe(true);
    for (const role of staffRoles.filter((role) => role !== 'owner')) {
      expect(mayCallRoute([role], 'GET /api/admin/not-yet-listed')).toBe(false);
    }
    expect(mayCallRoute([], 'GET /api/admin/dashboard')).toBe(false);
  });

  it('gives each role its own areas and keeps settings and refunds to their roles', () => {
    expect(rolesForRoute('PUT /api/admin/settings')).toEqual(['owner']);
    expect(rolesForRoute('POST /api/admin/payments/{merchantTransactionId}/refund')).toEqual([
      'owner',
      'finance',
    ]);
    expect(mayCallRoute(['content'], 'PUT /api/admin/blog/{id}')).toBe(true);
    expect(mayCallRoute(['sales'], 'PUT /api/admin/blog/{id}')).toBe(false);
    expect(mayCallRoute(['sales'], 'PATCH /api/admin/leads/{id}')).toBe(true);
    expect(mayCallRoute(['finance'], 'PATCH /api/admin/leads/{id}')).toBe(false);
    // Several roles add up.
    expect(mayCallRoute(['content', 'finance'], 'GET /api/admin/payments')).toBe(true);
  });
});

describe('staffRolesOf', () => {
  it('reads the role groups, makes the legacy admin group an owner and ignores the rest', () => {
    expect(staffRolesOf(['sales', 'finance'])).toEqual(['finance', 'sales']);
    expect(staffRolesOf(['admin'])).toEqual(['owner']);
    expect(staffRolesOf(['admin', 'owner'])).toEqual(['owner']);
    expect(staffRolesOf(['editors', 'Owner', 'admins'])).toEqual([]);
  });
});
