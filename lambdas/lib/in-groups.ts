/**
 * Runs `work` on every item, `size` at a time, and answers the results in the items' order: for
 * many writes, mails or PDFs at once without opening as many requests as there are items.
 */
export async function mapInGroups<Item, Result>(
  items: readonly Item[],
  size: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}
