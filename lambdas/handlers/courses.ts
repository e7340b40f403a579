import { courseListQuery } from '../../shared/api/content';
import { courseDetailResponse, coursesResponse } from '../../shared/api/content-responses';
import { getCourseWithDetails, listCourseSummaries } from '../data/courses';
import { NotFoundError } from '../lib/errors';
import { createApiHandler, ok, parseQuery, pathParameter, type RouteTable } from '../lib/http';

export const routes = {
  'GET /api/courses': async (event) => {
    const query = parseQuery(event, courseListQuery);
    return ok(coursesResponse(await listCourseSummaries('published'), query));
  },

  'GET /api/courses/{slug}': async (event) => {
    const found = await getCourseWithDetails(pathParameter(event, 'slug'));
    const detail = found && courseDetailResponse(found.course, found.batches, found.reviews);
    if (!detail) throw new NotFoundError('Course Not Found');
    return ok(detail);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
