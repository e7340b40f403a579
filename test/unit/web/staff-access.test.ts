import { describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import {
  coursePriceAudience,
  rolesAudience,
  routeAudience,
  staffAccessOf,
} from '#web/features/admin/auth/staff-access';

// Decision 021 inside shared pages: each part asks the route matrix about the route it calls,
// so what a role sees on the dashboard and a batch's page is what the server would answer.

describe('staffAccessOf', () => {
  it('gives the dashboard money to owner and finance only', () => {
    const money = (roles: Parameters<typeof staffAccessOf>[0]) =>
      staffAccessOf(roles).may('GET', apiPaths.adminDashboardMoney);
    expect(money(['owner'])).toBe(true);
    expect(money(['finance'])).toBe(true);
    expect(money(['content'])).toBe(false);
    expect(money(['sales'])).toBe(false);
    expect(money([])).toBe(false);
  });

  it("gives a batch's roster and schedule to sales, its unpaid holds to finance", () => {
    const sales = staffAccessOf(['sales']);
    const finance = staffAccessOf(['finance']);
    const content = staffAccessOf(['content']);
    expect(sales.may('GET', apiPaths.adminBatchRoster)).toBe(true);
    expect(sales.may('GET', apiPaths.adminBatchSchedule)).toBe(true);
    expect(sales.may('GET', apiPaths.adminEnrollments)).toBe(false);
    expect(finance.may('GET', apiPaths.adminBatchRoster)).toBe(false);
    expect(finance.may('GET', apiPaths.adminEnrollments)).toBe(true);
    for (const path of [apiPaths.adminBatchRoster, apiPaths.adminEnrollments]) {
      expect(content.may('GET', path)).toBe(false);
    }
  });

  it("lets content edit a course's texts but not its prices, and roles add up", () => {
    const content = staffAccessOf(['content']);
    expect(content.may('PUT', apiPaths.adminCourse)).toBe(true);
    expect(content.may('POST', apiPaths.adminCourseBatches)).toBe(false);
    expect(content.mayChangeCoursePrices).toBe(false);
    expect(staffAccessOf(['content', 'sales']).mayChangeCoursePrices).toBe(true);
    expect(staffAccessOf(['owner']).mayChangeCoursePrices).toBe(true);
  });
});

describe('who a part is for', () => {
  it('names the roles as a section of another role does', () => {
    expect(rolesAudience(['owner'])).toBe('the Owner role');
    expect(routeAudience('GET', apiPaths.adminBatchRoster)).toBe('the Owner and Sales roles');
    expect(routeAudience('GET', apiPaths.adminDashboardMoney)).toBe('the Owner and Finance roles');
    expect(routeAudience('PUT', apiPaths.adminCourse)).toBe('the Owner, Content and Sales roles');
    expect(coursePriceAudience).toBe('the Owner and Sales roles');
  });
});
