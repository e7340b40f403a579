import { describe, expect, it } from 'vitest';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { filterProjects, hasLink } from '#web/features/portfolio/filter-projects';

const ids = (projects: Array<{ id: number }>) => projects.map((project) => project.id);

describe('filterProjects', () => {
  it('shows every project with no search and category All', () => {
    expect(filterProjects(portfolioProjects, { q: '', category: 'All' })).toHaveLength(
      portfolioProjects.length,
    );
  });

  it('searches titles and descriptions, ignoring case', () => {
    expect(ids(filterProjects(portfolioProjects, { q: 'LOGISTICS' }))).toEqual([3]);
    expect(ids(filterProjects(portfolioProjects, { q: '900 trucks' }))).toEqual([3]);
  });

  it('does not search other fields such as technologies', () => {
    expect(filterProjects(portfolioProjects, { q: 'TimescaleDB' })).toEqual([]);
  });

  it('filters by category and combines it with the search', () => {
    expect(ids(filterProjects(portfolioProjects, { category: 'Web Development' }))).toEqual([2, 3]);
    expect(
      ids(filterProjects(portfolioProjects, { category: 'Web Development', q: 'portal' })),
    ).toEqual([2]);
    expect(filterProjects(portfolioProjects, { category: 'AI/ML', q: 'portal' })).toEqual([]);
  });
});

describe('hasLink', () => {
  it("treats '#' and blank as no link (docs/product.md §2)", () => {
    expect(hasLink('#')).toBe(false);
    expect(hasLink(' ')).toBe(false);
    expect(hasLink('https://demo.example.com')).toBe(true);
  });
});
