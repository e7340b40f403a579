import { describe, expect, it } from 'vitest';
import {
  adminSectionById,
  adminSections,
  mayUseSection,
  sectionAudience,
} from '#web/features/admin/admin-sections';
import { staffRoles, type StaffRole } from '#shared/admin/staff-roles';

// Decision 021: the sidebar shows the sections a person's roles may use, read from the same
// matrix the server checks, and a section of another role says who it is for.

const visibleTo = (roles: StaffRole[]) =>
  adminSections.filter((section) => mayUseSection(section, roles)).map((section) => section.id);

describe('the admin sections by role', () => {
  it('shows an owner every section', () => {
    expect(visibleTo(['owner'])).toEqual(adminSections.map((section) => section.id));
  });

  it('shows each role its own sections, the dashboard and Account Security', () => {
    expect(visibleTo(['finance'])).toEqual([
      'dashboard',
      'courses',
      'enrollments',
      'payments',
      'account',
    ]);
    expect(visibleTo(['content'])).toEqual([
      'dashboard',
      'courses',
      'jobs',
      'reviews',
      'blog',
      'case-studies',
      'media',
      'account',
    ]);
    expect(visibleTo(['sales'])).toEqual([
      'dashboard',
      'courses',
      'contacts',
      'bookings',
      'leads',
      'subscribers',
      'applications',
      'account',
    ]);
    // Roles add up; someone without any sees nothing.
    expect(visibleTo(['finance', 'content'])).toContain('payments');
    expect(visibleTo(['finance', 'content'])).toContain('blog');
    expect(visibleTo([])).toEqual([]);
  });

  it('keeps Settings to owners and Account Security to everyone', () => {
    for (const role of staffRoles) {
      expect(mayUseSection(adminSectionById('settings')!, [role])).toBe(role === 'owner');
      expect(mayUseSection(adminSectionById('account')!, [role])).toBe(true);
    }
  });

  it('says who a section is for', () => {
    expect(sectionAudience(adminSectionById('settings')!)).toBe('the Owner role');
    expect(sectionAudience(adminSectionById('payments')!)).toBe('the Owner and Finance roles');
    expect(sectionAudience(adminSectionById('courses')!)).toBe(
      'the Owner, Finance, Content and Sales roles',
    );
  });
});
