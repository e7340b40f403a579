import {
  blogListQuery,
  caseStudyListQuery,
  type BlogListResponse,
  type BlogPostResponse,
  type CaseStudiesResponse,
  type JobsResponse,
  type ServicesResponse,
  type SiteResponse,
} from '../../shared/api/content';
import { publicSettingsSchema } from '../../shared/content/schemas';
import { postSummary } from '../../shared/content/excerpt';
import { filterBlogPosts, filterCaseStudies, isJobOpen } from '../../shared/content/filters';
import { getBlogPostBySlug, listBlogPostsByStatus } from '../data/blog-posts';
import { listCaseStudiesByStatus } from '../data/case-studies';
import { listJobPostingsByStatus } from '../data/job-postings';
import { listServicesByDisplayOrder } from '../data/services';
import { getSiteContent } from '../data/site-content';
import { NotFoundError } from '../lib/errors';
import { createApiHandler, ok, parseQuery, pathParameter, type RouteTable } from '../lib/http';

// Public reads of the marketing content: published only, in the orders of spec §9.

export const routes = {
  'GET /api/site': async () => {
    const site = await getSiteContent();
    if (!site.settings) throw new NotFoundError('Site settings have not been set up yet.');
    const body: SiteResponse = {
      ...site,
      // GSTIN, invoice prefix and the like stay server-side.
      settings: publicSettingsSchema.parse(site.settings),
    };
    return ok(body);
  },

  'GET /api/services': async () => {
    const body: ServicesResponse = { services: await listServicesByDisplayOrder() };
    return ok(body);
  },

  'GET /api/blog': async (event) => {
    const query = parseQuery(event, blogListQuery);
    const posts = (await listBlogPostsByStatus('published')).map(({ content, ...post }) => ({
      ...post,
      summary: postSummary({ summary: post.summary, content }),
    }));
    const body: BlogListResponse = { posts: filterBlogPosts(posts, query) };
    return ok(body);
  },

  'GET /api/blog/{slug}': async (event) => {
    const post = await getBlogPostBySlug(pathParameter(event, 'slug'));
    if (!post || post.status !== 'published') throw new NotFoundError('Post Not Found');
    const body: BlogPostResponse = { post };
    return ok(body);
  },

  'GET /api/case-studies': async (event) => {
    const query = parseQuery(event, caseStudyListQuery);
    const studies = await listCaseStudiesByStatus('published');
    const body: CaseStudiesResponse = { caseStudies: filterCaseStudies(studies, query) };
    return ok(body);
  },

  'GET /api/jobs': async () => {
    const now = new Date();
    const jobs = await listJobPostingsByStatus('published');
    const body: JobsResponse = { jobs: jobs.filter((job) => isJobOpen(job, now)) };
    return ok(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
