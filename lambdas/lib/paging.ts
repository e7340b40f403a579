import { ValidationError } from './errors';

// Opaque cursors for the admin lists (docs/product.md §7 Admin). A cursor holds the sort key of the last item
// served, so the next page starts right after it even when new items arrived in between.

export const invalidCursorMessage = 'This page link has expired. Please reload the list.';

export function encodeCursor(sortKey: string): string {
  return Buffer.from(JSON.stringify({ after: sortKey }), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const after = (parsed as { after?: unknown } | null)?.after;
    if (typeof after === 'string' && after) return after;
  } catch {
    // Falls through to the error below.
  }
  throw new ValidationError(invalidCursorMessage, { cursor: invalidCursorMessage });
}

/**
 * One page of `items`, which are sorted by `sortKeyOf` descending (newest first): up to `limit`
 * items after the cursor's key, and the cursor of the next page when more remain.
 */
export function pageOf<T>(
  items: T[],
  sortKeyOf: (item: T) => string,
  { limit, cursor }: { limit: number; cursor?: string },
): { items: T[]; nextCursor?: string } {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const remaining = after === undefined ? items : items.filter((item) => sortKeyOf(item) < after);
  const page = remaining.slice(0, limit);
  const last = page.at(-1);
  return remaining.length > limit && last
    ? { items: page, nextCursor: encodeCursor(sortKeyOf(last)) }
    : { items: page };
}

/** Case-insensitive substring search over the given fields. */
export function matchesSearch(query: string | undefined, fields: (string | undefined)[]): boolean {
  if (!query) return true;
  const needle = query.toLowerCase();
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
