import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '#shared/admin/dashboard';
import { formatInr } from '#shared/checkout/money';
import { revenueFigures } from '#web/features/admin/tabs/sales/revenue-chart';

const day = (date: string, enrollments: number, revenue: number): DashboardDay => ({
  date,
  enrollments,
  revenue,
});

describe("the dashboard chart's figures", () => {
  it('sums the month, finds its peaks and names the best day in the summary', () => {
    const figures = revenueFigures([
      day('2026-11-01', 1, 50_000_00),
      day('2026-11-02', 3, 120_000_00),
      day('2026-11-03', 0, 0),
    ]);
    expect(figures).toMatchObject({
      totalRevenue: 170_000_00,
      totalEnrollments: 4,
      peakRevenue: 120_000_00,
      peakEnrollments: 3,
    });
    expect(figures.summary).toBe(
      `Revenue and enrollments per day from 1 Nov to 3 Nov: ${formatInr(170_000_00)} and 4 enrollments in all; the best day was 2 Nov with ${formatInr(120_000_00)}.`,
    );
  });

  it('says a month without revenue has no best day, and an empty one has no days', () => {
    const quiet = revenueFigures([day('2026-11-01', 1, 0)]);
    expect(quiet.peakRevenue).toBe(0);
    expect(quiet.summary).toMatch(/1 enrollment in all\.$/);
    expect(revenueFigures([]).summary).toBe('No days to show.');
  });
});
