import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { blogPostItem } from '#lambdas/data/blog-posts';
import type { CaseStudiesResponse, SiteResponse } from '#shared/api/content';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { portfolioProjects } from '#shared/content/fallback/portfolio';
import { fallbackServices } from '#shared/content/fallback/services';
import { useChromium } from '../support/browser';
import { putItems } from '../support/table';

// The content pages of docs/product.md §2 (services, portfolio, case studies, blog), as a visitor uses them.

const chromium = useChromium();

/** A page with the cookie choice already made, so the banner covers nothing. */
async function visit(path: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await chromium.newPage({}, { timeout: 10_000 });
  await page.goto(`${inject('siteUrl')}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/**
 * A path the build did not prerender (an unknown id, a post published since) is answered with
 * the 404 page and status, which the browser logs; the app then renders the right content.
 */
const withoutDocument404 = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource.*404/.test(error));

const getJson = async <T>(path: string): Promise<T> =>
  (await fetch(`${inject('siteUrl')}${path}`)).json() as Promise<T>;

describe('the services page', () => {
  it('shows the seven services with their prices, the process and the company figures', async () => {
    const { settings } = await getJson<SiteResponse>('/api/site');
    const { page, errors } = await visit('/services');

    const cards = page.getByTestId('service-card');
    await expect.poll(() => cards.count()).toBe(7);
    // The footer links to /services#<id>: every card carries its service's id.
    for (const service of fallbackServices) {
      await expect.poll(() => page.locator(`#${service.id}`).textContent()).toContain(service.name);
    }
    expect(await page.locator('#web-development').textContent()).toContain('Starting at $5,000');
    expect(await page.locator('#digital-marketing').textContent()).toContain(
      'Starting at $2,000/month',
    );
    expect(await page.locator('#it-consulting').textContent()).toContain('Starting at $150/hour');
    for (const step of [
      'Discovery & Planning',
      'Design & Architecture',
      'Development & Testing',
      'Launch & Support',
    ]) {
      expect(await page.getByRole('heading', { name: step }).isVisible()).toBe(true);
    }
    expect(
      await page.getByText(settings.stats.projectsCompleted, { exact: true }).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(errors).toEqual([]);
  });
});

describe('the about page', () => {
  it('tells the story and lists the four core values', async () => {
    const { page, errors } = await visit('/about');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    for (const value of [
      'Mission-Driven',
      'Client-Focused',
      'Quality Excellence',
      'Innovation First',
    ]) {
      expect(await page.getByRole('heading', { name: value }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Our Mission' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Our Vision' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the portfolio', () => {
  it('searches titles and descriptions, filters by category and says when nothing matches', async () => {
    const { page, errors } = await visit('/portfolio');
    const cards = page.getByTestId('project-card');
    await expect.poll(() => cards.count()).toBe(portfolioProjects.length);

    const search = page.getByLabel('Search projects');
    await search.fill('logistics');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Shree Logistics Fleet Dashboard');

    await search.fill('');
    await page.getByLabel('Category').selectOption('Mobile Development');
    await expect.poll(() => cards.count()).toBe(2);

    await search.fill('no such project anywhere');
    await expect.poll(() => page.getByText('No projects found').isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search terms or filters.').isVisible()).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cards.count()).toBe(portfolioProjects.length);
    expect(errors).toEqual([]);
  });

  it('links each card to its detail page and hides demo and code links that are #', async () => {
    const { page } = await visit('/portfolio');
    const card = page.getByTestId('project-card').filter({ hasText: 'Shree Logistics' });
    expect(await card.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
      '/portfolio/3',
    );
    expect(await card.getByRole('link', { name: /Live Demo|Code/ }).count()).toBe(0);
  });
});

describe('a portfolio project', () => {
  it('shows the project, its links, related projects and Start Your Project', async () => {
    const { page, errors } = await visit('/portfolio/2');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Vidyapath Learning Portal');
    expect(await page.title()).toContain('Vidyapath Learning Portal - Portfolio Project Details');
    for (const heading of ['Project Overview', 'Results', 'Challenges', 'Solutions', 'Gallery']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).isVisible()).toBe(
        true,
      );
    }
    expect(await page.getByText('Budget', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Deliverables' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /View Live Demo/ }).getAttribute('href')).toBe(
      'https://demo.nexoratech.in/vidyapath',
    );
    expect(await page.getByRole('link', { name: /View Code/ }).count()).toBe(1);
    expect(
      await page.getByRole('link', { name: 'Start Your Project' }).first().getAttribute('href'),
    ).toBe('/contact');

    const related = page.getByRole('region', { name: 'Related Projects' });
    expect(await related.getByTestId('project-card').count()).toBe(1);
    expect(await related.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(
      '/portfolio/3',
    );
    expect(errors).toEqual([]);
  });

  it("hides View Live Demo and View Code when the project's links are #", async () => {
    const { page, errors } = await visit('/portfolio/3');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Shree Logistics Fleet Dashboard');
    expect(await page.getByRole('link', { name: /View Live Demo|View Code/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says Project Not Found for an unknown id, with a way back', async () => {
    const { page, errors } = await visit('/portfolio/99');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Project Not Found');
    expect(await page.getByText("The project you're looking for doesn't exist.").isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    await expect
      .poll(() => page.locator('meta[name="robots"]').getAttribute('content'))
      .toBe('noindex');
    expect(withoutDocument404(errors)).toEqual([]);
  });
});

describe('the case studies page', () => {
  it('searches, filters by industry, expands details and says when nothing matches', async () => {
    const { caseStudies } = await getJson<CaseStudiesResponse>('/api/case-studies');
    const { page, errors } = await visit('/case-studies');
    const cards = page.getByTestId('case-study-card');
    await expect.poll(() => cards.count()).toBe(caseStudies.length);

    const search = page.getByLabel('Search case studies');
    await search.fill('sahyog'); // a client name
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('healthcare'); // an industry
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('');

    await page.getByLabel('Industry').selectOption('FinTech');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    const toggle = card.getByRole('button', { name: 'View Details' });
    await toggle.click();
    await expect
      .poll(() => card.getByRole('button', { name: 'Hide Details' }).getAttribute('aria-expanded'))
      .toBe('true');
    expect(await card.getByRole('heading', { name: 'Our Solution' }).isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: 'Technologies' }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Hide Details' }).click();
    await expect
      .poll(() => card.getByRole('heading', { name: 'Our Solution' }).isVisible())
      .toBe(false);

    await page.getByLabel('Industry').selectOption('All');
    await search.fill('no such case study');
    await expect.poll(() => page.getByText('No case studies found').isVisible()).toBe(true);

    expect(await page.locator('a[href="/portfolio"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/blog"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/contact#contact-form"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('the blog', () => {
  it('searches titles and summaries, filters by category and says when nothing matches', async () => {
    const { page, errors } = await visit('/blog');
    const cards = page.getByTestId('post-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    const total = await cards.count();

    const checklist = cards.filter({ hasText: 'Core Web Vitals in 2026' });
    expect(await checklist.textContent()).toContain('14 Jan 2026');
    expect(await checklist.textContent()).toContain('4 min read');
    expect(await checklist.getByRole('link').getAttribute('href')).toBe(
      '/blog/core-web-vitals-practical-checklist',
    );

    const search = page.getByLabel('Search articles');
    await search.fill('flutter');
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('');
    await page.getByLabel('Category').selectOption('Digital Marketing');
    await expect.poll(() => cards.count()).toBe(1);
    await search.fill('no such article');
    await expect.poll(() => page.getByText('No articles found').isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search terms or filters.').isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cards.count()).toBe(total);
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe('a blog post', () => {
  const slug = 'core-web-vitals-practical-checklist';

  it('shows the article, its tags and author, and share links with its address', async () => {
    const post = fallbackBlogPosts.find((candidate) => candidate.slug === slug)!;
    const { page, errors } = await visit(`/blog/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(post.title);
    const content = page.getByTestId('post-content');
    expect(
      await content.getByRole('heading', { name: 'The three numbers that matter' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText(post.author.bio).isVisible()).toBe(true);
    expect(await page.locator('main time').first().textContent()).toBe('14 Jan 2026');
    const tags = page.getByRole('list', { name: 'Tags' });
    expect(await tags.getByText('Core Web Vitals', { exact: true }).isVisible()).toBe(true);

    // The address the visitor has open, even though the page was prerendered for another origin.
    const pageUrl = encodeURIComponent(`${inject('siteUrl')}/blog/${slug}`);
    await expect.poll(() => page.getByTestId('share-links').getByRole('link').count()).toBe(3);
    for (const [name, host] of [
      ['Facebook', 'https://www.facebook.com/'],
      ['X (Twitter)', 'https://twitter.com/'],
      ['LinkedIn', 'https://www.linkedin.com/'],
    ] as const) {
      const link = page.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      await expect.poll(() => link.getAttribute('href')).toContain(pageUrl);
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${host}`));
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join()).toContain('"BlogPosting"');
    expect(errors).toEqual([]);
  });

  it('lists up to three related posts of its category, never itself', async () => {
    // Four more Web Development posts, published through the table after the build: the page
    // reads them from the API.
    const base = fallbackBlogPosts.find((post) => post.slug === slug)!;
    const run = Date.now();
    const posts = [1, 2, 3, 4].map((n) => ({
      ...base,
      id: `post-e2e-${run}-${n}`,
      slug: `e2e-${run}-${n}`,
      title: `Related Test Post ${n}`,
      publishedAt: `2025-12-0${n}T04:30:00Z`,
    }));
    const cleanUp = await putItems(posts.map((post) => blogPostItem(post)));
    try {
      const { page, errors } = await visit(`/blog/${posts[0]!.slug}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Related Test Post 1');
      const related = page.getByRole('region', { name: 'Related Articles' });
      await expect.poll(() => related.getByTestId('post-card').count()).toBe(3);
      expect(await related.getByRole('link', { name: 'Related Test Post 1' }).count()).toBe(0);
      const hrefs = await related
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toHaveLength(3);
      const webPosts = [`/blog/${slug}`, ...posts.slice(1).map((post) => `/blog/${post.slug}`)];
      for (const href of hrefs) expect(webPosts).toContain(href);
      expect(withoutDocument404(errors)).toEqual([]);
    } finally {
      await cleanUp();
    }
  });

  it('says Post Not Found for an unknown slug, with a way back', async () => {
    const { page, errors } = await visit('/blog/no-such-post');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Post Not Found');
    expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe(
      '/blog',
    );
    await expect
      .poll(() => page.locator('meta[name="robots"]').getAttribute('content'))
      .toBe('noindex');
    expect(withoutDocument404(errors)).toEqual([]);
  });
});
