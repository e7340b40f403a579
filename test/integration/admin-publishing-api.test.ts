import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { adminBlogPostMessages, type AdminBlogPostInput } from '#shared/admin/blog-posts';
import { adminCaseStudyMessages, type AdminCaseStudyInput } from '#shared/admin/case-studies';
import { adminJobPostingMessages, type AdminJobPostingInput } from '#shared/admin/job-postings';
import type { AdminPage } from '#shared/admin/lists';
import type {
  ApiErrorBody,
  BlogListResponse,
  BlogPostResponse,
  BlogPostSummary,
  CaseStudiesResponse,
  JobsResponse,
} from '#shared/api/content';
import type { BlogPost, CaseStudy, JobPosting } from '#shared/content/schemas';
import { requiredFieldsMessage } from '#shared/forms/fields';
import { jobApplicationMessages } from '#shared/forms/job-application';
import { blogPostItem } from '#lambdas/data/blog-posts';
import { db, tableName } from '#lambdas/data/table';
import { asAdmin, everyPage } from '../support/admin-session';
import { api } from '../support/api';
import { postJson } from '../support/client-ip';

// Per docs/admin.md, the admin Blog Posts, Case Studies and Job Postings tabs: what an admin creates,
// edits, publishes, unpublishes or deletes shows on the public API at once, published only.
// Items here use their own slugs and categories and are deleted after each test, so the
// seeded content other tests count stays as it is.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniqueSlug = (name: string) => `${name}-${run}`;

type Answer<T> = T & ApiErrorBody;
const createdIds: Array<{ path: string; id: string }> = [];
afterEach(async () => {
  for (const { path, id } of createdIds.splice(0)) await asAdmin('DELETE', `${path}/${id}`);
});

async function create<T extends { id: string }>(path: string, input: unknown): Promise<T> {
  const { status, body } = await asAdmin<Answer<T>>('POST', path, input);
  expect(status, JSON.stringify(body)).toBe(201);
  createdIds.push({ path, id: body.id });
  return body;
}

const aPost = (overrides: Partial<AdminBlogPostInput> = {}): AdminBlogPostInput => ({
  title: 'Shipping a Design System in Six Weeks',
  slug: uniqueSlug('design-system'),
  summary: 'How a small team replaced four button styles with one.',
  content: '<h2>Why</h2><p>Because four button styles is three too many.</p>',
  category: `Admin Test ${run}`,
  tags: ['Design', 'React'],
  featuredImage: '/images/blog/design-system.svg',
  readTime: 7,
  author: { name: 'Arjun Mehta', avatarUrl: '', bio: 'Front-end lead.' },
  status: 'draft',
  ...overrides,
});

const publicPostSlugs = async () =>
  (await api<BlogListResponse>('/api/blog')).body.posts.map((post) => post.slug);

describe('admin blog posts', () => {
  const path = '/api/admin/blog';

  it('creates a draft that the admin list finds and the public site does not show', async () => {
    const input = aPost();
    const post = await create<BlogPost>(path, input);
    expect(post).toMatchObject({ ...input, status: 'draft' });
    expect(post.id).toBeTruthy();
    expect(post.createdAt).toBe(post.publishedAt);

    expect((await asAdmin<BlogPost>('GET', `${path}/${post.id}`)).body).toEqual(post);
    const drafts = await everyPage<BlogPostSummary>(`${path}?status=draft&q=${run}`);
    expect(drafts.map((item) => item.id)).toEqual([post.id]);
    expect(drafts[0]).not.toHaveProperty('content');
    const published = await everyPage<BlogPostSummary>(`${path}?status=published&q=${run}`);
    expect(published).toEqual([]);

    expect(await publicPostSlugs()).not.toContain(input.slug);
    expect((await api(`/api/blog/${input.slug}`)).status).toBe(404);
  });

  it('shows a post on the public blog once published, dated when first published', async () => {
    const input = aPost({ slug: uniqueSlug('published-post') });
    const draft = await create<BlogPost>(path, input);

    const { status, body: published } = await asAdmin<BlogPost>('PATCH', `${path}/${draft.id}`, {
      status: 'published',
    });
    expect(status).toBe(200);
    expect(published.status).toBe('published');
    expect(published.publishedAt > draft.createdAt).toBe(true);

    expect(await publicPostSlugs()).toContain(input.slug);
    const shown = await api<BlogPostResponse>(`/api/blog/${input.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body.post).toMatchObject({
      title: input.title,
      content: input.content,
      publishedAt: published.publishedAt,
    });
    expect(shown.body.post).not.toHaveProperty('firstPublishedAt');

    // Unpublished for a fix and published again, it keeps its first publication date.
    await asAdmin('PATCH', `${path}/${draft.id}`, { status: 'draft' });
    expect(await publicPostSlugs()).not.toContain(input.slug);
    expect((await api(`/api/blog/${input.slug}`)).status).toBe(404);
    const again = await asAdmin<BlogPost>('PUT', `${path}/${draft.id}`, {
      ...input,
      title: 'Shipping a Design System in Five Weeks',
      status: 'published',
    });
    expect(again.body.publishedAt).toBe(published.publishedAt);
    expect((await api<BlogPostResponse>(`/api/blog/${input.slug}`)).body.post.title).toBe(
      'Shipping a Design System in Five Weeks',
    );
  });

  it('sanitises the HTML on save: no scripts, event handlers or javascript: links', async () => {
    const post = await create<BlogPost>(
      path,
      aPost({
        slug: uniqueSlug('unsafe'),
        content:
          '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p>' +
          '<script>alert(1)</script><img src="https://cdn.example.com/a.png" onerror="x()" alt="A">',
      }),
    );
    const expected = '<p>Hello <a>there</a></p><img src="https://cdn.example.com/a.png" alt="A" />';
    expect(post.content).toBe(expected);
    expect((await asAdmin<BlogPost>('GET', `${path}/${post.id}`)).body.content).toBe(expected);

    const edited = await asAdmin<BlogPost>('PUT', `${path}/${post.id}`, {
      ...aPost({ slug: post.slug }),
      content: '<p>Fine</p><iframe src="https://evil.example.com"></iframe>',
    });
    expect(edited.body.content).toBe('<p>Fine</p>');
  });

  it('answers 400 for content that is nothing but unsafe HTML', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      path,
      aPost({ slug: uniqueSlug('only-script'), content: '<script>alert(1)</script>' }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ content: adminBlogPostMessages.contentEmpty });
  });

  it('answers 400 with field errors for a blank title, a bad slug or an unknown status', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>('POST', path, {
      ...aPost(),
      title: '  ',
      slug: 'Not A Slug',
      status: 'archived',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['slug', 'status', 'title']);
    expect(body.fieldErrors?.title).toBe(requiredFieldsMessage);
    expect(body.error).toBe(requiredFieldsMessage);
  });

  it("answers 409 'A post with this slug already exists' for a taken slug, on create and edit", async () => {
    const first = await create<BlogPost>(path, aPost({ slug: uniqueSlug('taken') }));
    const duplicate = await asAdmin<ApiErrorBody>('POST', path, aPost({ slug: first.slug }));
    expect(duplicate).toEqual({ status: 409, body: { error: adminBlogPostMessages.slugTaken } });

    const second = await create<BlogPost>(path, aPost({ slug: uniqueSlug('other') }));
    const renamed = await asAdmin<ApiErrorBody>(
      'PUT',
      `${path}/${second.id}`,
      aPost({ slug: first.slug }),
    );
    expect(renamed.status).toBe(409);
    expect((await asAdmin<BlogPost>('GET', `${path}/${second.id}`)).body.slug).toBe(second.slug);
  });

  it('moves a published post to its new slug when the slug is edited', async () => {
    const input = aPost({ slug: uniqueSlug('old-address'), status: 'published' });
    const post = await create<BlogPost>(path, input);
    const newSlug = uniqueSlug('new-address');

    const moved = await asAdmin<BlogPost>('PUT', `${path}/${post.id}`, { ...input, slug: newSlug });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: post.id, slug: newSlug, createdAt: post.createdAt });

    expect((await api(`/api/blog/${input.slug}`)).status).toBe(404);
    expect((await api(`/api/blog/${newSlug}`)).status).toBe(200);
    const slugs = await publicPostSlugs();
    expect(slugs).toContain(newSlug);
    expect(slugs).not.toContain(input.slug);
  });

  it('deletes a post from the admin list and the public site, and frees its slug', async () => {
    const input = aPost({ slug: uniqueSlug('deleted'), status: 'published' });
    const post = await create<BlogPost>(path, input);
    expect(await publicPostSlugs()).toContain(input.slug);

    expect((await asAdmin('DELETE', `${path}/${post.id}`)).status).toBe(204);
    expect(await publicPostSlugs()).not.toContain(input.slug);
    expect(await api(`/api/blog/${input.slug}`)).toEqual({
      status: 404,
      body: { error: 'Post Not Found' },
    });
    expect((await asAdmin('GET', `${path}/${post.id}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `${path}/${post.id}`)).status).toBe(404);

    const reused = await create<BlogPost>(path, aPost({ slug: input.slug }));
    expect(reused.id).not.toBe(post.id);
  });

  it('keeps a deleted post deleted when the seed runs again', async () => {
    // A post written as the seed writes its starting content (lambdas/data/seed-content.ts)...
    const seeded: BlogPost = {
      id: `seed-${run}`,
      slug: uniqueSlug('seeded'),
      title: 'A Seeded Post',
      summary: '',
      content: '<p>From the seed.</p>',
      category: `Admin Test ${run}`,
      tags: [],
      featuredImage: '',
      status: 'published',
      publishedAt: '2026-01-01T00:00:00Z',
      createdAt: '2026-01-01T00:00:00Z',
      readTime: 5,
      author: { name: 'Arjun Mehta', avatarUrl: '', bio: '' },
    };
    const seedWrite = () =>
      db().send(
        new PutCommand({
          TableName: tableName(),
          Item: blogPostItem(seeded),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    await seedWrite();
    expect(await publicPostSlugs()).toContain(seeded.slug);

    // ...deleted by an admin, is not written again by the next start's seed.
    expect((await asAdmin('DELETE', `${path}/${seeded.id}`)).status).toBe(204);
    await expect(seedWrite()).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await publicPostSlugs()).not.toContain(seeded.slug);
    expect((await api(`/api/blog/${seeded.slug}`)).status).toBe(404);
  });

  it('answers 404 for an unknown post on every route that names one', async () => {
    const unknown = `${path}/no-such-post`;
    const notFound = { status: 404, body: { error: adminBlogPostMessages.notFound } };
    expect(await asAdmin('GET', unknown)).toEqual(notFound);
    expect(await asAdmin('PUT', unknown, aPost())).toEqual(notFound);
    expect(await asAdmin('PATCH', unknown, { status: 'published' })).toEqual(notFound);
    expect(await asAdmin('DELETE', unknown)).toEqual(notFound);
  });

  it('pages through the list newest first with search and status filters', async () => {
    const category = `Paging ${run}`;
    for (const name of ['one', 'two', 'three']) {
      await create<BlogPost>(path, aPost({ slug: uniqueSlug(`page-${name}`), category }));
    }
    const first = await asAdmin<AdminPage<BlogPostSummary>>(
      'GET',
      `${path}?q=${encodeURIComponent(category)}&limit=2`,
    );
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const all = await everyPage<BlogPostSummary>(
      `${path}?q=${encodeURIComponent(category)}&limit=2&status=draft`,
    );
    expect(all.map((post) => post.slug)).toEqual(
      ['three', 'two', 'one'].map((name) => uniqueSlug(`page-${name}`)),
    );
    expect((await asAdmin('GET', `${path}?status=archived`)).status).toBe(400);
  });
});

const aCaseStudy = (overrides: Partial<AdminCaseStudyInput> = {}): AdminCaseStudyInput => ({
  title: 'Same-day Loan Decisions for a Cooperative Bank',
  slug: uniqueSlug('loan-decisions'),
  clientName: 'Sahyadri Cooperative Bank',
  industry: `Banking ${run}`,
  sector: 'Financial services',
  featuredImage: '',
  challenge: 'Loan decisions took nine days and three branch visits.',
  solution: 'A mobile-first application flow with automated document checks.',
  results: { 'Decision time': '9 days → 6 hours' },
  testimonial: {
    quote: 'Our members noticed in the first week.',
    author: 'R. Patil',
    position: 'CEO',
  },
  technologies: ['React Native', 'Node.js'],
  projectDuration: '',
  teamSize: '',
  projectUrl: 'https://example.com/case',
  status: 'published',
  ...overrides,
});

const publicCaseStudySlugs = async () =>
  (await api<CaseStudiesResponse>('/api/case-studies')).body.caseStudies.map((study) => study.slug);

describe('admin case studies', () => {
  const path = '/api/admin/case-studies';

  it('creates, edits, unpublishes and deletes a case study, with the public list following', async () => {
    const input = aCaseStudy();
    const study = await create<CaseStudy>(path, input);
    expect(study).toMatchObject({ projectDuration: '4 months', teamSize: '6 developers' });
    const listed = await api<CaseStudiesResponse>(
      `/api/case-studies?industry=${encodeURIComponent(input.industry)}`,
    );
    expect(listed.body.caseStudies).toEqual([study]);

    const edited = await asAdmin<CaseStudy>('PUT', `${path}/${study.id}`, {
      ...input,
      title: 'Six-hour Loan Decisions',
    });
    expect(edited.body).toMatchObject({ id: study.id, createdAt: study.createdAt });
    expect(
      (await api<CaseStudiesResponse>('/api/case-studies')).body.caseStudies.find(
        (item) => item.id === study.id,
      )?.title,
    ).toBe('Six-hour Loan Decisions');

    expect((await asAdmin('PATCH', `${path}/${study.id}`, { status: 'draft' })).status).toBe(200);
    expect(await publicCaseStudySlugs()).not.toContain(input.slug);
    const drafts = await everyPage<CaseStudy>(`${path}?status=draft&q=${run}`);
    expect(drafts.map((item) => item.id)).toContain(study.id);

    expect((await asAdmin('DELETE', `${path}/${study.id}`)).status).toBe(204);
    expect(await everyPage<CaseStudy>(`${path}?q=${run}`)).not.toContainEqual(
      expect.objectContaining({ id: study.id }),
    );
  });

  it('keeps a draft off the public list', async () => {
    const input = aCaseStudy({ slug: uniqueSlug('draft-study'), status: 'draft' });
    await create<CaseStudy>(path, input);
    expect(await publicCaseStudySlugs()).not.toContain(input.slug);
  });

  it("answers 409 'A case study with this slug already exists'", async () => {
    const study = await create<CaseStudy>(
      path,
      aCaseStudy({ slug: uniqueSlug('dup-study'), status: 'draft' }),
    );
    expect(await asAdmin('POST', path, aCaseStudy({ slug: study.slug }))).toEqual({
      status: 409,
      body: { error: adminCaseStudyMessages.slugTaken },
    });
  });

  it('answers 400 for results that are not a map of metric to value', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>(
      'POST',
      path,
      aCaseStudy({ results: ['fast'] as unknown as Record<string, string> }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toHaveProperty('results');
  });
});

const aJob = (overrides: Partial<AdminJobPostingInput> = {}): AdminJobPostingInput => ({
  title: `Flutter Developer ${run}`,
  slug: uniqueSlug('flutter-developer'),
  department: 'Mobile',
  location: 'Pune, India (Hybrid)',
  employmentType: 'Full-time',
  experienceLevel: '2-4 years',
  description: 'Build offline-first apps that work well on entry-level phones.',
  requirements: ['Two years of Flutter', ''],
  responsibilities: ['Ship features end to end'],
  benefits: ['Health insurance'],
  expiresAt: null,
  status: 'published',
  ...overrides,
});

const publicJobIds = async () =>
  (await api<JobsResponse>('/api/jobs')).body.jobs.map((job) => job.id);

describe('admin job postings', () => {
  const path = '/api/admin/jobs';
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('shows a published posting on the careers list until it expires', async () => {
    const job = await create<JobPosting>(path, aJob({ expiresAt: inAnHour() }));
    expect(job.requirements).toEqual(['Two years of Flutter']);
    expect(await publicJobIds()).toContain(job.id);

    const expired = await asAdmin<JobPosting>('PUT', `${path}/${job.id}`, {
      ...aJob({ slug: job.slug }),
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(expired.status).toBe(200);
    expect(await publicJobIds()).not.toContain(job.id);
    // The admin still sees it, to extend or delete it.
    expect((await asAdmin<JobPosting>('GET', `${path}/${job.id}`)).body.expiresAt).toBe(
      expired.body.expiresAt,
    );
  });

  it('keeps a draft off the careers list and sets publishedAt when it is published', async () => {
    const draft = await create<JobPosting>(path, aJob({ status: 'draft' }));
    expect(await publicJobIds()).not.toContain(draft.id);

    const published = await asAdmin<JobPosting>('PATCH', `${path}/${draft.id}`, {
      status: 'published',
    });
    expect(published.body.publishedAt > draft.createdAt).toBe(true);
    expect(await publicJobIds()).toContain(draft.id);
  });

  it('takes a deleted posting off the careers list and stops applications to it', async () => {
    const job = await create<JobPosting>(path, aJob());
    expect((await asAdmin('DELETE', `${path}/${job.id}`)).status).toBe(204);
    expect(await publicJobIds()).not.toContain(job.id);

    const application = await postJson<ApiErrorBody>(`/api/jobs/${job.id}/applications`, {
      applicantName: 'Priya Nair',
      applicantEmail: `priya.${run}@example.com`,
      coverLetter: 'I would love to build offline-first apps.',
      experienceYears: 3,
    });
    expect(application).toEqual({
      status: 404,
      body: { error: jobApplicationMessages.jobNotFound },
    });
    expect(await asAdmin('GET', `${path}/${job.id}`)).toEqual({
      status: 404,
      body: { error: adminJobPostingMessages.notFound },
    });
  });

  it('answers 400 for an unknown employment type or a malformed expiry', async () => {
    const { status, body } = await asAdmin<ApiErrorBody>('POST', path, {
      ...aJob(),
      employmentType: 'Freelance',
      expiresAt: 'next week',
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['employmentType', 'expiresAt']);
  });
});
