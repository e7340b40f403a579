import { blogListQuery, caseStudyListQuery } from '#shared/api/content';
import { publicContent } from '../public-content';
import { NotFoundError } from '#lambdas/lib/errors';
import {
  createApiHandler,
  ok,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';

// Public reads of the marketing content (lambdas/publishing/public-content.ts).

export const routes = {
  'GET /api/site': async () => ok(await publicContent.site()),

  'GET /api/services': async () => ok(await publicContent.services()),

  'GET /api/blog': async (event) =>
    ok(await publicContent.blogPosts(parseQuery(event, blogListQuery))),

  'GET /api/blog/{slug}': async (event) => {
    const found = await publicContent.blogPost(pathParameter(event, 'slug'));
    if (!found) throw new NotFoundError('Post Not Found');
    return ok(found);
  },

  'GET /api/case-studies': async (event) =>
    ok(await publicContent.caseStudies(parseQuery(event, caseStudyListQuery))),

  'GET /api/jobs': async () => ok(await publicContent.jobs()),
} satisfies RouteTable;

export const handler = createApiHandler(routes);
