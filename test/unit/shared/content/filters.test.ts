import { describe, expect, it } from 'vitest';
import {
  filterBlogPosts,
  filterCaseStudies,
  filterCourses,
  filterOptions,
  isJobOpen,
  matchesSearch,
} from '#shared/content/filters';

const posts = [
  { title: 'Scaling React apps', summary: 'State and rendering', category: 'Web Development' },
  {
    title: 'Flutter or native?',
    summary: 'Choosing a mobile stack',
    category: 'Mobile Development',
  },
];

describe('matchesSearch', () => {
  it('ignores case and surrounding spaces', () => {
    expect(matchesSearch('  REACT ', 'Scaling React apps')).toBe(true);
  });

  it('matches everything when the query is empty', () => {
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch(undefined, 'anything')).toBe(true);
  });
});

describe('filterBlogPosts', () => {
  it('treats All as no category filter', () => {
    expect(filterBlogPosts(posts, { category: 'All' })).toHaveLength(2);
  });

  it('filters by category and searches the summary too', () => {
    expect(filterBlogPosts(posts, { category: 'Mobile Development' })).toEqual([posts[1]]);
    expect(filterBlogPosts(posts, { q: 'mobile stack' })).toEqual([posts[1]]);
  });
});

describe('filterCaseStudies', () => {
  const studies = [
    { title: 'Telehealth at scale', clientName: 'MediCare Plus', industry: 'Healthcare' },
    { title: 'Instant loans', clientName: 'PaySetu', industry: 'FinTech' },
  ];

  it('searches by client name and by industry', () => {
    expect(filterCaseStudies(studies, { q: 'paysetu' })).toEqual([studies[1]]);
    expect(filterCaseStudies(studies, { q: 'health' })).toEqual([studies[0]]);
  });

  it('filters by industry', () => {
    expect(filterCaseStudies(studies, { industry: 'FinTech' })).toEqual([studies[1]]);
  });
});

describe('filterCourses', () => {
  const courses = [
    {
      title: 'MERN',
      description: 'Full stack web',
      category: 'Web Development',
      level: 'Beginner' as const,
    },
    {
      title: 'AWS',
      description: 'Cloud architecture',
      category: 'Cloud',
      level: 'Advanced' as const,
    },
  ];

  it('combines level, category and text', () => {
    expect(filterCourses(courses, { level: 'Advanced' })).toEqual([courses[1]]);
    expect(filterCourses(courses, { category: 'Cloud', level: 'Beginner' })).toEqual([]);
    expect(filterCourses(courses, { q: 'full stack' })).toEqual([courses[0]]);
  });
});

describe('filterOptions', () => {
  it('lists All first and each value once in first-seen order', () => {
    expect(filterOptions([{ c: 'B' }, { c: 'A' }, { c: 'B' }], (item) => item.c)).toEqual([
      'All',
      'B',
      'A',
    ]);
  });
});

describe('isJobOpen', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('keeps a published posting without an expiry', () => {
    expect(isJobOpen({ status: 'published', expiresAt: null }, now)).toBe(true);
  });

  it('hides a posting whose expires_at has passed', () => {
    expect(isJobOpen({ status: 'published', expiresAt: '2026-11-22T09:59:59Z' }, now)).toBe(false);
  });

  it('hides drafts', () => {
    expect(isJobOpen({ status: 'draft', expiresAt: null }, now)).toBe(false);
  });
});
