import { describe, expect, it } from 'vitest';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { relatedItems } from '#shared/content/related-items';

const byCategory = {
  key: (item: { id: number }) => item.id,
  category: (item: { category: string }) => item.category,
};

const item = (id: number, category: string) => ({ id, category });

describe('relatedItems', () => {
  it('picks other items of the same category, in list order', () => {
    const items = [item(1, 'Web'), item(2, 'Mobile'), item(3, 'Web'), item(4, 'Web')];
    expect(relatedItems(items, items[0]!, byCategory)).toEqual([item(3, 'Web'), item(4, 'Web')]);
  });

  it('never includes the current item', () => {
    const items = [item(1, 'Web'), item(2, 'Web')];
    expect(relatedItems(items, items[1]!, byCategory)).toEqual([item(1, 'Web')]);
  });

  it('shows at most three (docs/product.md §9)', () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => item(id, 'Web'));
    expect(relatedItems(items, items[0]!, byCategory).map((related) => related.id)).toEqual([
      2, 3, 4,
    ]);
  });

  it('is empty when nothing else shares the category', () => {
    const items = [item(1, 'Web'), item(2, 'Mobile')];
    expect(relatedItems(items, items[0]!, byCategory)).toEqual([]);
  });

  it('relates the built-in project 2 to project 3, both web development', () => {
    const project = portfolioProjects.find((candidate) => candidate.id === 2)!;
    expect(relatedItems(portfolioProjects, project, byCategory).map((p) => p.id)).toEqual([3]);
  });
});
