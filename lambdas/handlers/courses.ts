import {
  courseListQuery,
  type CourseDetailResponse,
  type CoursesResponse,
} from '../../shared/api/content';
import { filterCourses } from '../../shared/content/filters';
import { getCourseWithDetails, listCoursesByStatus } from '../data/courses';
import { NotFoundError } from '../lib/errors';
import { createApiHandler, ok, parseQuery, pathParameter, type RouteTable } from '../lib/http';

export const routes = {
  'GET /api/courses': async (event) => {
    const query = parseQuery(event, courseListQuery);
    const courses = await listCoursesByStatus('published');
    const body: CoursesResponse = { courses: filterCourses(courses, query) };
    return ok(body);
  },

  'GET /api/courses/{slug}': async (event) => {
    const found = await getCourseWithDetails(pathParameter(event, 'slug'));
    if (!found || found.course.status !== 'published') throw new NotFoundError('Course Not Found');
    const body: CourseDetailResponse = {
      course: found.course,
      batches: found.batches
        .filter((batch) => batch.isActive)
        .map(({ seatsTaken, ...batch }) => ({
          ...batch,
          seatsAvailable: Math.max(0, batch.seats - seatsTaken),
        })),
      // Spec §5: only verified reviews are shown.
      reviews: found.reviews.filter((review) => review.isVerified),
    };
    return ok(body);
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
