import type { AuditChange } from '#shared/admin/audit';
import type { Item } from './audited-update-expression';
import { placementAttributes } from './table-definition';

// The fields an audited write changed, from what to what (decision 022): money, numbers, states
// and settings in full; a long text or a large structure as a note that it changed, so a record
// never carries a blog post's body or outgrows an item.

/** What places an item or stamps a save, never a change anyone made. */
const ignoredFields = new Set<string>([...placementAttributes, 'updatedAt']);

/** Longer than this, a text is noted as changed rather than copied. */
export const longTextLength = 200;

/** Kinds whose values are kept in full however long (the company's settings). */
const keptInFull = new Set(['settings']);

/**
 * Each field that differs between the two images. `unknown` lists fields the write touched whose
 * new value could not be worked out beforehand: they are noted as changed.
 */
export function changedFields(
  before: Item | undefined,
  after: Item | undefined,
  options: { kind: string; prefix?: string; unknown?: string[] } = { kind: '' },
): AuditChange[] {
  const unknown = new Set(options.unknown ?? []);
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {}), ...unknown]);
  const changes: AuditChange[] = [];
  for (const name of [...names].sort()) {
    if (ignoredFields.has(name)) continue;
    const field = options.prefix ? `${options.prefix}.${name}` : name;
    if (unknown.has(name)) {
      changes.push({ field, ...valueOf('before', before?.[name], options.kind), note: 'changed' });
      continue;
    }
    const [old, now] = [before?.[name], after?.[name]];
    if (sameValue(old, now)) continue;
    const full = keptInFull.has(options.kind);
    const oldValue = full ? plain(old) : shortened(old);
    const newValue = full ? plain(now) : shortened(now);
    if (oldValue === tooLong || newValue === tooLong) {
      changes.push({
        field,
        note:
          old === undefined
            ? 'set (long text)'
            : now === undefined
              ? 'removed (long text)'
              : 'changed (long text)',
      });
      continue;
    }
    changes.push({
      field,
      ...(old === undefined ? {} : { before: oldValue }),
      ...(now === undefined ? {} : { after: newValue }),
    });
  }
  return changes;
}

function valueOf(side: 'before', value: unknown, kind: string): Partial<AuditChange> {
  if (value === undefined) return {};
  const kept = keptInFull.has(kind) ? plain(value) : shortened(value);
  return kept === tooLong ? {} : { [side]: kept };
}

const tooLong = Symbol('too long');

/** Sets as sorted arrays and objects' keys in order, so the record is plain, comparable JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Set) return [...value].sort();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

function shortened(value: unknown): unknown {
  const simple = plain(value);
  if (typeof simple === 'string') return simple.length > longTextLength ? tooLong : simple;
  if (simple && typeof simple === 'object') {
    return JSON.stringify(simple).length > longTextLength * 2 ? tooLong : simple;
  }
  return simple;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
