import { describe, expect, it } from 'vitest';
import { fallbackBlogPosts } from '#shared/content/fallback/blog-posts';
import { fallbackJobPostings } from '#shared/content/fallback/jobs';
import { fallbackSettings } from '#shared/content/fallback/site';
import type { JobPosting } from '#shared/content/schemas';
import { blogPostingJsonLd, jobPostingJsonLd } from '#web/lib/structured-data';

const origin = 'https://www.example.in';
const job = (changes: Partial<JobPosting>): JobPosting => ({
  ...fallbackJobPostings[0]!,
  ...changes,
});
const jobLd = (posting: JobPosting) =>
  jobPostingJsonLd(posting, {
    url: `${origin}/careers#open-positions`,
    origin,
    settings: fallbackSettings,
  }) as Record<string, unknown>;

describe('jobPostingJsonLd', () => {
  it('describes an office role in Bengaluru, India', () => {
    const ld = jobLd(job({ location: 'Bengaluru (Hybrid)', employmentType: 'Full-time' }));
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      datePosted: fallbackJobPostings[0]!.publishedAt,
      hiringOrganization: { '@type': 'Organization', name: fallbackSettings.companyName },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: 'Bengaluru', addressCountry: 'IN' },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('describes a remote role as telecommute, open to applicants in India', () => {
    const ld = jobLd(job({ location: 'Remote (India)' }));
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('maps employment types and adds validThrough only when the posting expires', () => {
    expect(jobLd(job({ employmentType: 'Contract' })).employmentType).toBe('CONTRACTOR');
    expect(jobLd(job({ employmentType: 'Internship' })).employmentType).toBe('INTERN');
    expect(jobLd(job({ expiresAt: null }))).not.toHaveProperty('validThrough');
    expect(jobLd(job({ expiresAt: '2027-01-31T18:29:59Z' })).validThrough).toBe(
      '2027-01-31T18:29:59Z',
    );
  });

  it('escapes the posting text inside its HTML description', () => {
    const ld = jobLd(job({ description: 'Ship <fast> & safe', requirements: ['A "quoted" one'] }));
    expect(ld.description).toContain('<p>Ship &lt;fast&gt; &amp; safe</p>');
    expect(ld.description).toContain('<li>A &quot;quoted&quot; one</li>');
  });
});

describe('blogPostingJsonLd', () => {
  it('names the headline, the share card as image, author, publisher and page', () => {
    const post = fallbackBlogPosts[0]!;
    const url = `${origin}/blog/${post.slug}`;
    const image = `${origin}/og/blog/${post.slug}.png`;
    expect(
      blogPostingJsonLd(
        { ...post, description: post.summary },
        { url, origin, image, publisherName: 'Nexora Technologies' },
      ),
    ).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      image,
      datePublished: post.publishedAt,
      author: { '@type': 'Person', name: post.author.name },
      publisher: { '@type': 'Organization', name: 'Nexora Technologies' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
  });
});
