import { ulid } from 'ulid';
import {
  adminCourseMessages,
  type AdminCourseChanges,
  type AdminCourseDetail,
  type AdminCourseSummary,
} from '#shared/admin/catalog-courses';
import { couponAppliesTo } from '#shared/admin/catalog-coupons';
import type { AdminPage } from '#shared/admin/lists';
import { noRating } from '#shared/content/course-rating';
import { filterCourses } from '#shared/content/filters';
import type { Course, CourseLevel, PublicationStatus } from '#shared/content/schemas';
import { listCouponsByCode } from '#lambdas/data/coupons';
import {
  courseSortKey,
  deleteCourse,
  getCourseById,
  listAllCourses,
  listBatchesOfCourse,
  putNewCourse,
  updateCourse,
} from '#lambdas/data/courses';
import { ConflictError, ForbiddenError, HttpError, NotFoundError } from '#lambdas/lib/errors';
import { matchesSearch, pageOf } from '#lambdas/lib/paging';

// The admin Courses tab's course rules (docs/product.md §5, §8): slugs unique, a course learners enrolled in
// is never deleted, and every change is what GET /api/courses reads next.

export async function findCourses(query: {
  q?: string;
  category?: string;
  level?: CourseLevel;
  status?: PublicationStatus;
  limit: number;
  cursor?: string;
}): Promise<AdminPage<AdminCourseSummary>> {
  const matching = filterCourses(await listAllCourses(), {
    category: query.category,
    level: query.level,
  }).filter(
    (course) =>
      (!query.status || course.status === query.status) &&
      matchesSearch(query.q, [course.title, course.slug, course.category, course.description]),
  );
  const page = pageOf(matching, courseSortKey, query);
  // Batch counts only for the page shown: one small query per row.
  const items = await Promise.all(
    page.items.map(async (course) => ({
      ...course,
      batchCount: (await listBatchesOfCourse(course.slug)).length,
    })),
  );
  return { ...page, items };
}

/** The course an admin path names, or 404. */
export async function requireCourse(id: string): Promise<Course> {
  const course = await getCourseById(id);
  if (!course) throw new NotFoundError(adminCourseMessages.notFound);
  return course;
}

export async function getCourseDetail(id: string): Promise<AdminCourseDetail> {
  const course = await requireCourse(id);
  const [batches, coupons] = await Promise.all([
    listBatchesOfCourse(course.slug),
    listCouponsByCode(),
  ]);
  return {
    course,
    batches,
    coupons: coupons.filter((coupon) => couponAppliesTo(coupon, course.slug)),
  };
}

export async function createCourse(
  input: AdminCourseChanges & { slug: string },
  now = new Date(),
): Promise<Course> {
  // A new course has no reviews, so no rating (decision 024).
  const course: Course = {
    ...input,
    ...noRating,
    id: ulid(now.getTime()),
    createdAt: now.toISOString(),
  };
  if (!(await putNewCourse(course))) {
    const message = adminCourseMessages.slugTaken(course.slug);
    throw new HttpError(409, message, { slug: message });
  }
  return course;
}

/**
 * Saves a course's edit. With `pricesLocked` (a content-only editor, decision 021) an edit that
 * changes the price or the struck-through price is refused whole, before anything is written.
 */
export async function editCourse(
  id: string,
  changes: AdminCourseChanges,
  options: { pricesLocked?: boolean } = {},
): Promise<Course> {
  const course = await requireCourse(id);
  if (
    options.pricesLocked &&
    (changes.pricePaise !== course.pricePaise ||
      changes.originalPricePaise !== course.originalPricePaise)
  ) {
    throw new ForbiddenError(adminCourseMessages.pricesLocked);
  }
  const updated = await updateCourse(course.slug, changes);
  if (!updated) throw new NotFoundError(adminCourseMessages.notFound);
  return updated;
}

export async function removeCourse(id: string): Promise<void> {
  const course = await requireCourse(id);
  const result = await deleteCourse(course.slug);
  if (result === 'not-found') throw new NotFoundError(adminCourseMessages.notFound);
  if (result === 'has-enrollments') throw new ConflictError(adminCourseMessages.hasEnrollments);
}
