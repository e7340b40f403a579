/**
 * Whether two JSON values hold the same content. Object keys may come in any order: DynamoDB
 * returns an item's attributes in its own order, unlike the build's JSON.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameContent(item, b[index]))
    );
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  return (
    keys.length === Object.keys(bRecord).filter((key) => bRecord[key] !== undefined).length &&
    keys.every((key) => Object.hasOwn(bRecord, key) && sameContent(aRecord[key], bRecord[key]))
  );
}
