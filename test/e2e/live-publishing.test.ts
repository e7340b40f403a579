import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AdminBlogPostInput } from '#shared/admin/blog-posts';
import type { AdminCaseStudyInput } from '#shared/admin/case-studies';
import type { AdminCourseCreate } from '#shared/admin/catalog-courses';
import type { AdminJobPostingInput } from '#shared/admin/job-postings';
import type { SettingsResponse } from '#shared/admin/settings';
import type { BlogPost, CaseStudy, Course, JobPosting } from '#shared/content/schemas';
import { asAdmin } from '../support/admin-session';
import { liveHtml, rawPage } from '../support/raw-page';
import { holdSiteSettings } from '../support/settings-lock';

// Per decision 008: what staff publish through the admin API is in the HTML that search engines and
// link previews read (plain HTTP, no JavaScript), within seconds, on every page that shows it.

holdSiteSettings();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cleanUps: string[] = [];
afterAll(async () => {
  for (const path of cleanUps) await asAdmin('DELETE', path);
});

async function create<T extends { id: string }>(path: string, input: unknown): Promise<T> {
  const { status, body } = await asAdmin<T>('POST', path, input);
  expect(status, JSON.stringify(body)).toBe(201);
  cleanUps.push(`${path}/${body.id}`);
  return body;
}

async function update<T>(path: string, input: unknown): Promise<T> {
  const { status, body } = await asAdmin<T>('PUT', path, input);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const jsonLdOf = (html: string, type: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((item) => item['@type'] === type);

const siteUrl = () => inject('siteUrl');
const polling = { timeout: 20_000, interval: 100 };

describe('a blog post', () => {
  const post: AdminBlogPostInput = {
    title: `Offline-first Forms for Patchy Networks ${run}`,
    slug: `offline-first-forms-${run}`,
    summary: 'Why a form must keep what a visitor typed when the network drops.',
    content: '<h2>Keep what was typed</h2><p>Save drafts locally and send when online.</p>',
    category: `Live Publishing ${run}`,
    tags: ['Web'],
    featuredImage: '/images/blog/design-system.svg',
    readTime: 5,
    author: { name: 'Arjun Mehta', avatarUrl: '', bio: 'Front-end lead.' },
    status: 'published',
  };
  const path = `/blog/${post.slug}`;
  let created: BlogPost;

  it('is in the HTML once published: its page with head and BlogPosting JSON-LD, /blog, home and sitemap.xml', async () => {
    expect((await rawPage(path)).status).toBe(404);
    created = await create<BlogPost>('/api/admin/blog', post);

    const html = await liveHtml(path, (page) => page.includes(post.title));
    expect(html).toContain(`<title>${post.title} | Nexora Technologies</title>`);
    expect(html).toContain(`<meta name="description" content="${post.summary}"`);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}${path}"`);
    expect(html).toContain(`<meta property="og:url" content="${siteUrl()}${path}"`);
    expect(jsonLdOf(html, 'BlogPosting')[0]).toMatchObject({ headline: post.title });

    await liveHtml('/blog', (page) => page.includes(post.title));
    await liveHtml('/', (page) => page.includes(post.title));
    await liveHtml('/sitemap.xml', (page) => page.includes(`<loc>${siteUrl()}${path}</loc>`));
  });

  it('shows an edit in its title, head and JSON-LD', async () => {
    const title = `Forms That Survive a Dropped Network ${run}`;
    await update(`/api/admin/blog/${created.id}`, { ...post, title });
    const html = await liveHtml(path, (page) => page.includes(title));
    expect(html).not.toContain(post.title);
    expect(html).toContain(`<meta property="og:title" content="${title} | Nexora Technologies"`);
    expect(jsonLdOf(html, 'BlogPosting')[0]).toMatchObject({ headline: title });
    await liveHtml('/blog', (page) => page.includes(title) && !page.includes(post.title));
  });

  it('answers 404 once unpublished, and leaves the sitemap', async () => {
    const { status } = await asAdmin('PATCH', `/api/admin/blog/${created.id}`, {
      status: 'draft',
    });
    expect(status).toBe(200);
    await expect.poll(async () => (await rawPage(path)).status, polling).toBe(404);
    await liveHtml('/sitemap.xml', (page) => !page.includes(path));
  });

  it('moves to a new address with a 301 from the old one, and is gone with 404 once deleted', async () => {
    await asAdmin('PATCH', `/api/admin/blog/${created.id}`, { status: 'published' });
    await liveHtml(path, () => true);
    const slug = `${post.slug}-moved`;
    await update(`/api/admin/blog/${created.id}`, { ...post, slug });
    await liveHtml(`/blog/${slug}`, (page) => page.includes(post.title));
    await expect
      .poll(async () => {
        const answer = await rawPage(path);
        return { status: answer.status, location: answer.location };
      }, polling)
      .toEqual({ status: 301, location: `/blog/${slug}` });

    expect((await asAdmin('DELETE', `/api/admin/blog/${created.id}`)).status).toBe(204);
    await expect.poll(async () => (await rawPage(`/blog/${slug}`)).status, polling).toBe(404);
    await liveHtml('/sitemap.xml', (page) => !page.includes(`/blog/${slug}<`));
    const notFound = await rawPage(`/blog/${slug}`);
    expect(notFound.html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('a course', () => {
  const slug = `live-course-${run}`;
  const form: AdminCourseCreate = {
    slug,
    title: `Site Reliability for Startups ${run}`,
    status: 'published',
    shortDescription: 'Keep a small product up without a large team.',
    description: 'On-call, alerts, error budgets and incident reviews for small teams.',
    durationWeeks: 8,
    level: 'Intermediate',
    category: 'Cloud Computing',
    priceRupees: 14999,
    originalPriceRupees: 19999,
    instructor: { name: 'Kavya Reddy', bio: 'Runs the platform team.', experience: '11 years' },
    syllabus: [{ module: 'Alerts', topics: ['SLOs'], duration: '2 weeks' }],
    features: ['Live labs'],
    whatYouLearn: ['Run an incident review'],
  };

  it('is on /learning and its page with its price in the HTML and the Course offers; a price change shows', async () => {
    const course = await create<Course>('/api/admin/courses', form);
    const path = `/learning/${slug}`;
    let html = await liveHtml(path, (page) => page.includes(form.title));
    expect(html).toContain('₹14,999');
    expect(jsonLdOf(html, 'Course')[0]).toMatchObject({
      offers: expect.objectContaining({ price: '14999.00', priceCurrency: 'INR' }),
    });
    await liveHtml('/learning', (page) => page.includes(form.title));
    await liveHtml('/sitemap.xml', (page) => page.includes(`<loc>${siteUrl()}${path}</loc>`));

    await update(`/api/admin/courses/${course.id}`, { ...form, priceRupees: 12499 });
    html = await liveHtml(path, (page) => page.includes('₹12,499'));
    expect(jsonLdOf(html, 'Course')[0]).toMatchObject({
      offers: expect.objectContaining({ price: '12499.00' }),
    });

    expect((await asAdmin('DELETE', `/api/admin/courses/${course.id}`)).status).toBe(204);
    await expect.poll(async () => (await rawPage(path)).status, polling).toBe(404);
    await liveHtml('/learning', (page) => !page.includes(form.title));
  });
});

describe('a job posting and a case study', () => {
  it('puts a job posting on /careers with its JobPosting JSON-LD, and takes it off when unpublished', async () => {
    const job: AdminJobPostingInput = {
      title: `Site Reliability Engineer ${run}`,
      slug: `site-reliability-engineer-${run}`,
      department: 'Platform',
      location: 'Bengaluru, India (Hybrid)',
      employmentType: 'Full-time',
      experienceLevel: '3-5 years',
      description: 'Keep our clients’ products fast and up on AWS.',
      requirements: ['Three years on AWS'],
      responsibilities: ['Own the on-call rota'],
      benefits: ['Health insurance'],
      expiresAt: null,
      status: 'published',
    };
    const created = await create<JobPosting>('/api/admin/jobs', job);
    const html = await liveHtml('/careers', (page) => page.includes(job.title));
    expect(jsonLdOf(html, 'JobPosting').map((item) => item.title)).toContain(job.title);

    await asAdmin('PATCH', `/api/admin/jobs/${created.id}`, { status: 'draft' });
    await liveHtml('/careers', (page) => !page.includes(job.title));
  });

  it('puts a case study on /case-studies, and an edit of it', async () => {
    const study: AdminCaseStudyInput = {
      title: `Same-day Claims for a Health Insurer ${run}`,
      slug: `same-day-claims-${run}`,
      clientName: 'Arogya Mutual',
      industry: 'Healthcare',
      sector: 'Insurance',
      featuredImage: '',
      challenge: 'Claims took two weeks and four phone calls.',
      solution: 'A claim flow on WhatsApp with automated document checks.',
      results: { 'Claim time': '14 days → 1 day' },
      testimonial: { quote: 'Members noticed at once.', author: 'S. Rao', position: 'COO' },
      technologies: ['React', 'Node.js'],
      projectDuration: '',
      teamSize: '',
      projectUrl: 'https://example.com/claims',
      status: 'published',
    };
    const created = await create<CaseStudy>('/api/admin/case-studies', study);
    await liveHtml('/case-studies', (page) => page.includes(study.title));
    const clientName = `Arogya Mutual Cooperative ${run}`;
    await update(`/api/admin/case-studies/${created.id}`, { ...study, clientName });
    await liveHtml('/case-studies', (page) => page.includes(clientName));
  });
});

describe('the site settings', () => {
  it('put a new support phone into the footer of every page', async () => {
    const { body: before } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
    const saved: Partial<SettingsResponse['settings']> = { ...before.settings };
    delete saved.updatedAt;
    const phone = `+91 80 ${String(Date.now()).slice(-4)} ${String(Math.random()).slice(2, 6)}`;
    try {
      await update('/api/admin/settings', { ...saved, supportPhone: phone });
      for (const path of ['/', '/about', '/blog', '/learning', '/contact', '/terms', '/careers']) {
        await liveHtml(path, (page) => page.includes(phone));
      }
      // The careers page, re-rendered from the same settings, shows the careers address they hold.
      await liveHtml('/careers', (page) => page.includes(before.settings.careersEmail));
      await expect
        .poll(async () => (await rawPage('/no-such-page')).html, polling)
        .toContain(phone);
    } finally {
      await update('/api/admin/settings', saved);
    }
  });
});
