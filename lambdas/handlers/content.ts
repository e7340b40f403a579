import { blogListQuery, caseStudyListQuery } from '../../shared/api/content';
import {
  blogListResponse,
  caseStudiesResponse,
  blogPostResponse,
  jobsResponse,
  servicesResponse,
  siteResponse,
} from '../../shared/api/content-responses';
import { getBlogPostBySlug, listPublishedPostSummaries } from '../data/blog-posts';
import { listCaseStudiesByStatus } from '../data/case-studies';
import { listJobPostingsByStatus } from '../data/job-postings';
import { listServicesByDisplayOrder } from '../data/services';
import { getSiteContent } from '../data/site-content';
import { NotFoundError } from '../lib/errors';
import { createApiHandler, ok, parseQuery, pathParameter, type RouteTable } from '../lib/http';

// Public reads of the marketing content: published only, in the orders of spec §9.

export const routes = {
  'GET /api/site': async () => {
    const { settings, ...lists } = await getSiteContent();
    if (!settings) throw new NotFoundError('Site settings have not been set up yet.');
    return ok(siteResponse(settings, lists));
  },

  'GET /api/services': async () => ok(servicesResponse(await listServicesByDisplayOrder())),

  'GET /api/blog': async (event) => {
    const query = parseQuery(event, blogListQuery);
    return ok(blogListResponse(await listPublishedPostSummaries(), query));
  },

  'GET /api/blog/{slug}': async (event) => {
    const found = blogPostResponse(await getBlogPostBySlug(pathParameter(event, 'slug')));
    if (!found) throw new NotFoundError('Post Not Found');
    return ok(found);
  },

  'GET /api/case-studies': async (event) => {
    const query = parseQuery(event, caseStudyListQuery);
    return ok(caseStudiesResponse(await listCaseStudiesByStatus('published'), query));
  },

  'GET /api/jobs': async () =>
    ok(jobsResponse(await listJobPostingsByStatus('published'), new Date())),
} satisfies RouteTable;

export const handler = createApiHandler(routes);
