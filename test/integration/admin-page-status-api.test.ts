import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { AdminBlogPostInput } from '#shared/admin/blog-posts';
import type { AdminCourseCreate } from '#shared/admin/catalog-courses';
import type { PageStatus } from '#shared/admin/page-status';
import type { ApiErrorBody } from '#shared/api/content';
import type { BlogPost, Course } from '#shared/content/schemas';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { blogPostKeys } from '#lambdas/data/blog-posts';
import { getStoredImage, itemVersion, recordPageRender } from '#lambdas/data/page-renders';
import { asAdmin } from '../support/admin-session';
import { eventually } from '../support/checkout';

// Per decision 008: after a save the admin asks whether the public page shows it. The stack's stream
// poller renders each change and records it; the status compares that with the item stored now.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleanUp: string[] = [];
afterAll(async () => {
  for (const path of cleanUp.splice(0).reverse()) await asAdmin('DELETE', path);
});

const statusPath = (query: Record<string, string>) =>
  `/api/admin/page-status?${new URLSearchParams(query).toString()}`;
const pageStatus = (query: Record<string, string>) =>
  asAdmin<PageStatus & ApiErrorBody>('GET', statusPath(query));

/** Polls the status until it leaves 'updating' (the renderer takes a moment). */
async function settledStatus(query: Record<string, string>) {
  const answer = await eventually(
    () => pageStatus(query),
    ({ body }) => body.state !== 'updating',
    20_000,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const aPost = (slug: string, status: AdminBlogPostInput['status']): AdminBlogPostInput => ({
  title: `Page Status Checks ${run}`,
  slug,
  summary: 'What the admin sees after a save.',
  content: '<p>Rendered from the live table.</p>',
  category: `Page Status ${run}`,
  tags: [],
  featuredImage: '',
  readTime: 3,
  author: { name: 'Arjun Mehta', avatarUrl: '', bio: '' },
  status,
});

async function createPost(name: string, status: AdminBlogPostInput['status']) {
  const slug = `${name}-${run}`;
  const { status: code, body } = await asAdmin<BlogPost>(
    'POST',
    '/api/admin/blog',
    aPost(slug, status),
  );
  expect(code).toBe(201);
  cleanUp.push(`/api/admin/blog/${body.id}`);
  return body;
}

describe('GET /api/admin/page-status for a blog post', () => {
  it('answers live once a published post is rendered, and unpublished once it is a draft again', async () => {
    const post = await createPost('live-then-draft', 'published');

    expect(await settledStatus({ kind: 'blog-post', slug: post.slug })).toEqual({ state: 'live' });
    const page = await fetch(`${inject('siteUrl')}/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(post.title);

    const unpublished = await asAdmin('PATCH', `/api/admin/blog/${post.id}`, { status: 'draft' });
    expect(unpublished.status).toBe(200);
    expect(await settledStatus({ kind: 'blog-post', slug: post.slug })).toEqual({
      state: 'unpublished',
    });
  });

  it('answers live after a save that changes nothing, of a post nobody changed since start', async () => {
    // Seeded at start (the whole-site render records no status): only the save's own render can.
    const seeded = fallbackBlogPosts[0]!;
    const { body: stored } = await asAdmin<BlogPost>('GET', `/api/admin/blog/${seeded.id}`);
    const unchanged = await asAdmin('PUT', `/api/admin/blog/${seeded.id}`, stored);
    expect(unchanged.status).toBe(200);
    expect(await settledStatus({ kind: 'blog-post', slug: seeded.slug })).toEqual({
      state: 'live',
    });
  });

  it('answers failed with the renderer’s reason when rendering the stored version failed', async () => {
    const post = await createPost('failed-render', 'published');
    expect(await settledStatus({ kind: 'blog-post', slug: post.slug })).toEqual({ state: 'live' });

    // The renderer's record for the version stored now, as a failed render leaves it.
    const { pk, sk } = blogPostKeys(post);
    const keys = { pk, sk };
    const version = itemVersion((await getStoredImage(keys))!);
    const error = 'Rendering /blog failed: the template is missing';
    await recordPageRender(keys, { version, state: 'failed', error, at: new Date().toISOString() });

    expect(await pageStatus({ kind: 'blog-post', slug: post.slug })).toEqual({
      status: 200,
      body: { state: 'failed', error },
    });
  });

  it('answers 404 for a post that does not exist or was deleted', async () => {
    const post = await createPost('deleted-draft', 'draft');
    await asAdmin('DELETE', `/api/admin/blog/${post.id}`);

    for (const slug of [post.slug, `never-written-${run}`]) {
      expect(await pageStatus({ kind: 'blog-post', slug })).toEqual({
        status: 404,
        body: { error: 'There is no such item' },
      });
    }
  });
});

describe('GET /api/admin/page-status for a course and its batch', () => {
  it('answers unpublished for a draft course and for a batch of it, once rendered', async () => {
    const courseInput: AdminCourseCreate = {
      slug: `page-status-course-${run}`,
      title: `Page Status Course ${run}`,
      status: 'draft',
      shortDescription: 'A course that stays a draft.',
      description: 'Made by the page status test.',
      durationWeeks: 4,
      level: 'Beginner',
      category: 'Web Development',
      priceRupees: 9999,
      originalPriceRupees: null,
      instructor: { name: 'Kavya Reddy', bio: '', experience: '' },
      syllabus: [],
      features: [],
      whatYouLearn: [],
    };
    const course = await asAdmin<Course>('POST', '/api/admin/courses', courseInput);
    expect(course.status).toBe(201);
    cleanUp.push(`/api/admin/courses/${course.body.id}`);
    const batch = await asAdmin<AdminBatch>(
      'POST',
      `/api/admin/courses/${course.body.id}/batches`,
      { name: 'Weekend Batch', startDate: null, schedule: '', seats: 10 },
    );
    expect(batch.status).toBe(201);
    cleanUp.push(`/api/admin/courses/${course.body.id}/batches/${batch.body.id}`);

    expect(await settledStatus({ kind: 'course', slug: course.body.slug })).toEqual({
      state: 'unpublished',
    });
    expect(
      await settledStatus({ kind: 'batch', courseSlug: course.body.slug, batchId: batch.body.id }),
    ).toEqual({ state: 'unpublished' });
  });
});

describe('GET /api/admin/page-status with a bad query', () => {
  it.each([
    [{}, 'kind must be one of: blog-post, case-study, job-posting, course, batch, settings'],
    [
      { kind: 'page' },
      'kind must be one of: blog-post, case-study, job-posting, course, batch, settings',
    ],
    [{ kind: 'blog-post' }, 'slug is required'],
    [{ kind: 'batch', courseSlug: 'react-bootcamp' }, 'batchId is required'],
  ])('answers 400 to %j, saying what is wrong', async (query, message) => {
    const { status, body } = await pageStatus(query);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });
});
