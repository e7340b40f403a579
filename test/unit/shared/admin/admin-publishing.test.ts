import { describe, expect, it } from 'vitest';
import { adminBlogPostInput } from '#shared/admin/blog-posts';
import { adminCaseStudyInput } from '#shared/admin/case-studies';
import { endOfIndianDay, indianDayOf } from '#shared/admin/job-postings';
import { linesOf, publicationDates, slugFromTitle } from '#shared/admin/publishing';
import { imageTag, insertAtSelection } from '#web/features/admin/tabs/publishing/image-tag';

const now = '2026-11-22T10:00:00.000Z';
const earlier = '2026-10-01T09:00:00.000Z';

describe('publicationDates', () => {
  it('dates a never-published draft by its creation time and marks nothing published', () => {
    expect(publicationDates(null, 'draft', now)).toEqual({ publishedAt: now });
  });

  it('sets publishedAt when a draft is first published', () => {
    expect(publicationDates({ status: 'draft', publishedAt: earlier }, 'published', now)).toEqual({
      publishedAt: now,
      firstPublishedAt: now,
    });
  });

  it('keeps the first publication date when a post is unpublished and published again', () => {
    const unpublished = publicationDates(
      { status: 'published', publishedAt: earlier },
      'draft',
      now,
    );
    expect(unpublished).toEqual({ publishedAt: earlier, firstPublishedAt: earlier });
    const republished = publicationDates({ status: 'draft', ...unpublished }, 'published', now);
    expect(republished.publishedAt).toBe(earlier);
  });
});

describe('slugFromTitle', () => {
  it('suggests lower-case words joined by single dashes', () => {
    expect(slugFromTitle('  Core Web Vitals: A Checklist (2026)! ')).toBe(
      'core-web-vitals-a-checklist-2026',
    );
    expect(slugFromTitle('Café Déjà Vu')).toBe('cafe-deja-vu');
  });
});

describe('linesOf', () => {
  it('turns a textarea into a list without blank lines', () => {
    expect(linesOf(' React \n\n  TypeScript\n')).toEqual(['React', 'TypeScript']);
  });
});

describe('job expiry dates', () => {
  it('ends a posting at the last second of the chosen day in India', () => {
    expect(endOfIndianDay('2027-01-31')).toBe('2027-01-31T18:29:59Z');
    expect(indianDayOf('2027-01-31T18:29:59Z')).toBe('2027-01-31');
  });
});

describe('admin form schemas', () => {
  const post = {
    title: 'A title',
    slug: 'a-title',
    content: '<p>Hi</p>',
    category: 'Web Development',
    author: { name: 'Arjun Mehta' },
    status: 'draft',
  };

  it('fills the spec defaults of a blog post: read time 5, no tags, blank summary', () => {
    expect(adminBlogPostInput.parse({ ...post, tags: ['React', ' '] })).toMatchObject({
      readTime: 5,
      tags: ['React'],
      summary: '',
      featuredImage: '',
      author: { name: 'Arjun Mehta', avatarUrl: '', bio: '' },
    });
  });

  it('rejects an image that is neither a site path nor a web address', () => {
    const result = adminBlogPostInput.safeParse({ ...post, featuredImage: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['featuredImage']);
    expect(adminBlogPostInput.safeParse({ ...post, featuredImage: '/images/a.svg' }).success).toBe(
      true,
    );
  });

  it("fills a case study's blank duration and team size with the spec defaults", () => {
    const study = adminCaseStudyInput.parse({
      title: 'T',
      slug: 't',
      clientName: 'C',
      industry: 'I',
      challenge: 'X',
      solution: 'Y',
      projectDuration: ' ',
      status: 'published',
    });
    expect(study).toMatchObject({ projectDuration: '4 months', teamSize: '6 developers' });
  });
});

describe('inserting a picked image into the blog HTML', () => {
  it('replaces the selection with an <img> and puts the cursor after it', () => {
    const tag = imageTag('https://media.example.com/blog/1.png');
    expect(tag).toBe('<img src="https://media.example.com/blog/1.png" alt="">');
    expect(insertAtSelection('<p>AB</p>', { start: 4, end: 5 }, tag)).toEqual({
      text: `<p>A${tag}</p>`,
      cursor: 4 + tag.length,
    });
  });

  it('escapes a URL that tries to leave the src attribute', () => {
    expect(imageTag('https://x.example/a.png" onerror="alert(1)')).toBe(
      '<img src="https://x.example/a.png&quot; onerror=&quot;alert(1)" alt="">',
    );
  });
});
