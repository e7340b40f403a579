import { courseListQuery, courseReviewsQuery } from '#shared/api/content';
import { courseReviews, publicContent } from '../public-content';
import { NotFoundError } from '#lambdas/lib/errors';
import {
  createApiHandler,
  ok,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';

export const routes = {
  'GET /api/courses': async (event) =>
    ok(await publicContent.courses(parseQuery(event, courseListQuery))),

  'GET /api/courses/{slug}': async (event) => {
    const detail = await publicContent.course(pathParameter(event, 'slug'));
    if (!detail) throw new NotFoundError('Course Not Found');
    return ok(detail);
  },

  'GET /api/courses/{slug}/reviews': async (event) => {
    const { cursor } = parseQuery(event, courseReviewsQuery);
    const page = await courseReviews(pathParameter(event, 'slug'), cursor);
    if (!page) throw new NotFoundError('Course Not Found');
    return ok(page);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
