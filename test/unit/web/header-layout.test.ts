import { describe, expect, it } from 'vitest';
import { headerLayout, type HeaderWidths } from '#web/components/header-layout';

// The header's fitting rule (docs/product.md §2), with widths measured in Chromium: logo 36,
// name 201 after a 10px gap, the visitor's links 702 (762 with Admin), actions 293, gaps 16.
const measured: Omit<HeaderWidths, 'available'> = {
  logo: 36,
  name: 201,
  nameGap: 10,
  links: 702,
  actions: 293,
  gap: 16,
};
const compactNeeds = 36 + 16 + 702 + 16 + 293;
const fullNeeds = compactNeeds + 10 + 201;

describe('headerLayout', () => {
  it('shows links and name when everything fits', () => {
    expect(headerLayout({ ...measured, available: fullNeeds })).toBe('full');
  });

  it('drops the name first when only the links and actions fit', () => {
    expect(headerLayout({ ...measured, available: fullNeeds - 1 })).toBe('compact');
    expect(headerLayout({ ...measured, available: compactNeeds })).toBe('compact');
  });

  it('falls back to the menu a pixel before the links would overflow', () => {
    expect(headerLayout({ ...measured, available: compactNeeds - 1 })).toBe('menu');
    expect(headerLayout({ ...measured, available: 288 })).toBe('menu');
  });

  it('moves the switch by what an extra link needs, not by a fixed breakpoint', () => {
    const withAdmin = { ...measured, links: 762 };
    // A 1216px row (a 1280px window) holds the visitor's links, and the admin's as well.
    expect(headerLayout({ ...measured, available: 1216 })).toBe('compact');
    expect(headerLayout({ ...withAdmin, available: 1216 })).toBe('compact');
    // A row 10px wider than the visitor's links need cannot hold the admin's 60px more.
    expect(headerLayout({ ...measured, available: compactNeeds + 10 })).toBe('compact');
    expect(headerLayout({ ...withAdmin, available: compactNeeds + 10 })).toBe('menu');
  });

  it('counts a short name in: it fits beside the links where a long one does not', () => {
    expect(headerLayout({ ...measured, name: 60, available: 1216 })).toBe('full');
    expect(headerLayout({ ...measured, name: 300, available: 1216 })).toBe('compact');
  });

  it('forgives the half pixel that rounding measured widths adds', () => {
    expect(headerLayout({ ...measured, available: compactNeeds - 0.5 })).toBe('compact');
  });
});
