/** docs/product.md §9: related posts and related projects show at most three. */
export const maxRelatedItems = 3;

/**
 * Up to `limit` other items of the same category as `current`, in list order (docs/product.md §2:
 * related posts and related projects). The current item is matched by its key.
 */
export function relatedItems<T, K>(
  items: readonly T[],
  current: T,
  { key, category }: { key: (item: T) => K; category: (item: T) => string },
  limit = maxRelatedItems,
): T[] {
  const currentKey = key(current);
  const currentCategory = category(current);
  return items
    .filter((item) => key(item) !== currentKey && category(item) === currentCategory)
    .slice(0, limit);
}
