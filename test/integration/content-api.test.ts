import { afterEach, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  BlogListResponse,
  BlogPostResponse,
  CaseStudiesResponse,
  JobsResponse,
  ServicesResponse,
  SiteResponse,
} from '#shared/api/content';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackCaseStudies } from '#shared/content/fallback/case-studies';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import { blogPostItem } from '#lambdas/data/blog-posts';
import { caseStudyItem } from '#lambdas/data/case-studies';
import { jobPostingItem } from '#lambdas/data/job-postings';
import { api } from '../support/api';
import { putItems } from '../support/table';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

const aPost = fallbackBlogPosts[0]!;
const aStudy = fallbackCaseStudies[0]!;
const aJob = fallbackJobPostings[0]!;

describe('GET /api/health', () => {
  it('answers ok', async () => {
    expect(await api('/api/health')).toEqual({ status: 200, body: { ok: true } });
  });
});

describe('GET /api/site', () => {
  it('returns the seeded settings, contact info, social links, hero, FAQs and testimonials', async () => {
    const { status, body } = await api<SiteResponse>('/api/site');
    expect(status).toBe(200);
    expect(body.settings.companyEmail).toMatch(/@/);
    expect(body.settings.stats.projectsCompleted).toBe('500+');
    expect(body.heroSections.find((hero) => hero.pageSlug === 'home')?.ctaPrimaryLink).toBe(
      '#calendar',
    );
    expect(body.contactInfo.map((info) => info.type)).toEqual(
      expect.arrayContaining(['email', 'phone', 'address']),
    );
    expect(body.socialLinks.map((link) => link.platform).sort()).toEqual([
      'github',
      'linkedin',
      'youtube',
    ]);
    expect(body.faqs).toHaveLength(8);
    expect(body.testimonials.length).toBeGreaterThan(0);
  });

  it('keeps the GSTIN and invoice prefix server-side', async () => {
    const { body } = await api<SiteResponse>('/api/site');
    expect(body.settings).not.toHaveProperty('gstin');
    expect(body.settings).not.toHaveProperty('invoicePrefix');
  });
});

describe('GET /api/services', () => {
  it('lists the seven services by display order', async () => {
    const { status, body } = await api<ServicesResponse>('/api/services');
    expect(status).toBe(200);
    expect(body.services.map((service) => service.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('GET /api/blog', () => {
  it('lists published posts newest first, without bodies, each with a summary', async () => {
    const { status, body } = await api<BlogListResponse>('/api/blog');
    expect(status).toBe(200);
    // Other test files (the admin ones) may add posts meanwhile: check the seeded ones are there.
    const seeded = fallbackBlogPosts.filter((post) => post.status === 'published');
    expect(seeded).toHaveLength(5);
    expect(body.posts.map((post) => post.slug)).toEqual(
      expect.arrayContaining(seeded.map((post) => post.slug)),
    );
    const dates = body.posts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of body.posts) {
      expect(post).not.toHaveProperty('content');
      expect(post.summary.length).toBeGreaterThan(0);
    }
  });

  it('fills an empty summary with the first 150 characters of the content', async () => {
    const withoutSummary = fallbackBlogPosts.find((post) => post.summary === '')!;
    const { body } = await api<BlogListResponse>('/api/blog');
    const listed = body.posts.find((post) => post.slug === withoutSummary.slug)!;
    expect(listed.summary.length).toBeLessThanOrEqual(153);
    expect(listed.summary.endsWith('...')).toBe(true);
  });

  it('filters by category and searches title and summary', async () => {
    const byCategory = await api<BlogListResponse>(
      `/api/blog?category=${encodeURIComponent(aPost.category)}`,
    );
    expect(byCategory.body.posts.map((post) => post.slug)).toEqual([aPost.slug]);

    const word = aPost.title.split(' ').find((w) => w.length > 5)!;
    const bySearch = await api<BlogListResponse>(
      `/api/blog?q=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(bySearch.body.posts.map((post) => post.slug)).toContain(aPost.slug);

    const none = await api<BlogListResponse>('/api/blog?q=zzz-no-such-words');
    expect(none.body.posts).toEqual([]);
  });

  it('lists the summary kept with each post, and the own summary of a post stored without one', async () => {
    const { listSummary, ...stored } = blogPostItem({
      ...aPost,
      id: 'older-1',
      slug: 'stored-before-list-summaries',
      summary: 'Written before posts kept a list summary.',
    });
    const blank = blogPostItem({
      ...aPost,
      id: 'blank-1',
      slug: 'no-summary-of-its-own',
      summary: '',
      content: '<h2>Start</h2><p>Caching &amp; <em>compression</em> first.</p>',
    });
    expect(listSummary).toBe('Written before posts kept a list summary.');
    cleanup = await putItems([stored, blank]);
    const { body } = await api<BlogListResponse>('/api/blog');
    const summaryOf = (slug: string) => body.posts.find((post) => post.slug === slug)?.summary;
    expect(summaryOf('stored-before-list-summaries')).toBe(
      'Written before posts kept a list summary.',
    );
    expect(summaryOf('no-summary-of-its-own')).toBe('Start Caching & compression first.');
    for (const post of body.posts) expect(post).not.toHaveProperty('listSummary');
    const detail = await api<BlogPostResponse>('/api/blog/no-summary-of-its-own');
    expect(detail.body.post).not.toHaveProperty('listSummary');
    expect(detail.body.post.summary).toBe('');
  });

  it('leaves drafts out', async () => {
    cleanup = await putItems([
      blogPostItem({ ...aPost, id: 'draft-1', slug: 'a-draft-post', status: 'draft' }),
    ]);
    const { body } = await api<BlogListResponse>('/api/blog');
    expect(body.posts.map((post) => post.slug)).not.toContain('a-draft-post');
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns a published post with its HTML content and author', async () => {
    const { status, body } = await api<BlogPostResponse>(`/api/blog/${aPost.slug}`);
    expect(status).toBe(200);
    expect(body.post.title).toBe(aPost.title);
    expect(body.post.content).toContain('<p>');
    expect(body.post.author.name).toBe(aPost.author.name);
  });

  it('answers the HTML sanitised, whatever was stored', async () => {
    cleanup = await putItems([
      blogPostItem({
        ...aPost,
        id: 'unsafe-1',
        slug: 'unsafe-html',
        content: '<p onclick="steal()">Hello</p><script>alert(1)</script>',
      }),
    ]);
    const { body } = await api<BlogPostResponse>('/api/blog/unsafe-html');
    expect(body.post.content).toBe('<p>Hello</p>');
  });

  it("answers 404 'Post Not Found' for an unknown slug", async () => {
    expect(await api<ApiErrorBody>('/api/blog/unknown')).toEqual({
      status: 404,
      body: { error: 'Post Not Found' },
    });
  });

  it("answers 404 'Post Not Found' for a draft", async () => {
    cleanup = await putItems([
      blogPostItem({ ...aPost, id: 'draft-2', slug: 'another-draft', status: 'draft' }),
    ]);
    expect((await api('/api/blog/another-draft')).status).toBe(404);
  });
});

describe('GET /api/case-studies', () => {
  it('lists the four published case studies', async () => {
    const { status, body } = await api<CaseStudiesResponse>('/api/case-studies');
    expect(status).toBe(200);
    const seeded = fallbackCaseStudies.filter((study) => study.status === 'published');
    expect(seeded).toHaveLength(4);
    expect(body.caseStudies.map((study) => study.slug)).toEqual(
      expect.arrayContaining(seeded.map((study) => study.slug)),
    );
  });

  it('filters by industry and searches title, client and industry', async () => {
    const byIndustry = await api<CaseStudiesResponse>(
      `/api/case-studies?industry=${encodeURIComponent(aStudy.industry)}`,
    );
    expect(byIndustry.body.caseStudies.every((study) => study.industry === aStudy.industry)).toBe(
      true,
    );
    const byClient = await api<CaseStudiesResponse>(
      `/api/case-studies?q=${encodeURIComponent(aStudy.clientName.toLowerCase())}`,
    );
    expect(byClient.body.caseStudies.map((study) => study.slug)).toContain(aStudy.slug);
  });

  it('leaves drafts out', async () => {
    cleanup = await putItems([
      caseStudyItem({ ...aStudy, id: 'cs-draft', slug: 'draft-study', status: 'draft' }),
    ]);
    const { body } = await api<CaseStudiesResponse>('/api/case-studies');
    expect(body.caseStudies.map((study) => study.slug)).not.toContain('draft-study');
  });
});

describe('GET /api/jobs', () => {
  it('lists the four open postings', async () => {
    const { status, body } = await api<JobsResponse>('/api/jobs');
    expect(status).toBe(200);
    const seeded = fallbackJobPostings.filter((job) => job.status === 'published');
    expect(seeded).toHaveLength(4);
    expect(body.jobs.map((job) => job.id)).toEqual(
      expect.arrayContaining(seeded.map((job) => job.id)),
    );
  });

  it('hides postings past expires_at and drafts, and keeps ones expiring later', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    cleanup = await putItems([
      jobPostingItem({ ...aJob, id: 'job-expired', slug: 'expired', expiresAt: yesterday }),
      jobPostingItem({ ...aJob, id: 'job-open', slug: 'still-open', expiresAt: nextWeek }),
      jobPostingItem({ ...aJob, id: 'job-draft', slug: 'draft', status: 'draft' }),
    ]);
    const ids = (await api<JobsResponse>('/api/jobs')).body.jobs.map((job) => job.id);
    expect(ids).toContain('job-open');
    expect(ids).not.toContain('job-expired');
    expect(ids).not.toContain('job-draft');
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape', async () => {
    expect(await api('/api/nothing-here')).toEqual({ status: 404, body: { error: 'Not found' } });
  });
});
