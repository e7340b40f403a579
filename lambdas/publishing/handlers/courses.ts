import { courseListQuery } from '#shared/api/content';
import { publicContent } from '../public-content';
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
} satisfies RouteTable;

export const handler = createApiHandler(routes);
