import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRouteRoles, type GrantedRole } from '#shared/admin/staff-roles';

// docs/admin.md tells an owner who may call which admin route: its table must be the matrix the
// server checks (decision 021), row for row.

const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'admin.md'), 'utf8');
const columns: GrantedRole[] = ['finance', 'content', 'sales'];

describe('docs/admin.md', () => {
  it('has the route × role table of shared/admin/staff-roles.ts, with every route and no other', () => {
    const rows = doc
      .split('\n')
      .filter((line) => /^\| `[A-Z]+ \/api\/admin/.test(line))
      .map((line) =>
        line
          .slice(2, -2)
          .split(' | ')
          .map((cell) => cell.trim()),
      );
    const fromDoc = Object.fromEntries(
      rows.map(([route = '', ...cells]) => [
        route.replaceAll('`', ''),
        columns.filter((_, index) => cells[index] === 'yes'),
      ]),
    );
    expect(
      rows.every((cells) => cells.slice(1).every((cell) => cell === 'yes' || cell === 'no')),
    ).toBe(true);
    expect(fromDoc).toEqual(
      Object.fromEntries(
        Object.entries(adminRouteRoles).map(([route, roles]) => [
          route,
          columns.filter((role) => roles.includes(role)),
        ]),
      ),
    );
  });
});
