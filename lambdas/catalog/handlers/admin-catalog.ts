import { adminBatchInput } from '#shared/admin/catalog-batches';
import {
  adminCouponCreate,
  adminCouponListQuery,
  adminCouponUpdate,
} from '#shared/admin/catalog-coupons';
import {
  adminCourseCreate,
  adminCourseListQuery,
  adminCourseUpdate,
} from '#shared/admin/catalog-courses';
import { mayChangeCoursePrices } from '#shared/admin/staff-roles';
import { addBatch, editBatch, listBatches, removeBatch } from '../batches';
import { countNextBatchWaiting } from '../next-batch-waiting';
import { createCoupon, editCoupon, listCoupons, removeCoupon } from '../coupons';
import { createCourse, editCourse, findCourses, getCourseDetail, removeCourse } from '../courses';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import {
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';

// The admin Courses tab (docs/product.md §2): courses, their batches and the coupons. Every route
// checks the caller's staff roles first (decision 021), behind the JWT authorizer.

const noContent = { statusCode: 204 };
const courseId = (event: Parameters<RouteTable[string]>[0]) => pathParameter(event, 'id');

export const routes = {
  'GET /api/admin/courses': async (event) => {
    requireAdmin(event);
    return ok(await findCourses(parseQuery(event, adminCourseListQuery)));
  },
  'POST /api/admin/courses': async (event) => {
    requireAdmin(event);
    return created(await createCourse(parseJsonBody(event, adminCourseCreate)));
  },
  'GET /api/admin/courses/{id}': async (event) => {
    requireAdmin(event);
    return ok(await getCourseDetail(courseId(event)));
  },
  'PUT /api/admin/courses/{id}': async (event) => {
    const { roles } = requireAdmin(event);
    const changes = parseJsonBody(event, adminCourseUpdate);
    const pricesLocked = !mayChangeCoursePrices(roles);
    return ok(await editCourse(courseId(event), changes, { pricesLocked }));
  },
  'DELETE /api/admin/courses/{id}': async (event) => {
    requireAdmin(event);
    await removeCourse(courseId(event));
    return noContent;
  },

  'GET /api/admin/courses/{id}/next-batch-alerts': async (event) => {
    requireAdmin(event);
    return ok(await countNextBatchWaiting(courseId(event)));
  },

  'GET /api/admin/courses/{id}/batches': async (event) => {
    requireAdmin(event);
    return ok({ items: await listBatches(courseId(event)) });
  },
  'POST /api/admin/courses/{id}/batches': async (event) => {
    requireAdmin(event);
    return created(await addBatch(courseId(event), parseJsonBody(event, adminBatchInput)));
  },
  'PUT /api/admin/courses/{id}/batches/{batchId}': async (event) => {
    requireAdmin(event);
    const changes = parseJsonBody(event, adminBatchInput);
    return ok(await editBatch(courseId(event), pathParameter(event, 'batchId'), changes));
  },
  'DELETE /api/admin/courses/{id}/batches/{batchId}': async (event) => {
    requireAdmin(event);
    await removeBatch(courseId(event), pathParameter(event, 'batchId'));
    return noContent;
  },

  'GET /api/admin/coupons': async (event) => {
    requireAdmin(event);
    return ok(await listCoupons(parseQuery(event, adminCouponListQuery)));
  },
  'POST /api/admin/coupons': async (event) => {
    requireAdmin(event);
    return created(await createCoupon(parseJsonBody(event, adminCouponCreate)));
  },
  'PUT /api/admin/coupons/{code}': async (event) => {
    requireAdmin(event);
    const changes = parseJsonBody(event, adminCouponUpdate);
    return ok(await editCoupon(pathParameter(event, 'code'), changes));
  },
  'DELETE /api/admin/coupons/{code}': async (event) => {
    requireAdmin(event);
    await removeCoupon(pathParameter(event, 'code'));
    return noContent;
  },
} satisfies RouteTable;

export const handler = createApiHandler(routes);
