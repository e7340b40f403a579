import {
  adminCouponMessages,
  type AdminCouponChanges,
  type AdminCouponList,
} from '#shared/admin/catalog-coupons';
import type { Coupon } from '#shared/content/schemas';
import {
  deleteUnusedCoupon,
  getCouponByCode,
  listCouponsByCode,
  putNewCoupon,
  updateCoupon,
} from '#lambdas/data/coupons';
import { listAllCourses } from '#lambdas/data/courses';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '#lambdas/lib/errors';
import { matchesSearch } from '#lambdas/lib/paging';

// Stored coupons (docs/product.md §10): codes unique, used_count only checkout's, and a coupon limited to
// courses names courses that exist (an unknown slug would make it apply nowhere, silently).

export async function listCoupons(query: { q?: string }): Promise<AdminCouponList> {
  const coupons = await listCouponsByCode();
  return {
    items: coupons.filter((coupon) => matchesSearch(query.q, [coupon.code, coupon.description])),
  };
}

/** `alreadyListed` slugs pass: a course deleted since keeps its place, harmlessly. */
async function checkCoursesExist(slugs: string[], alreadyListed: string[] = []) {
  const added = slugs.filter((slug) => !alreadyListed.includes(slug));
  if (!added.length) return;
  const known = new Set((await listAllCourses()).map((course) => course.slug));
  const unknown = added.find((slug) => !known.has(slug));
  if (unknown) {
    const message = adminCouponMessages.unknownCourse(unknown);
    throw new ValidationError(message, { applicableCourses: message });
  }
}

export async function createCoupon(input: AdminCouponChanges & { code: string }): Promise<Coupon> {
  await checkCoursesExist(input.applicableCourses);
  const coupon: Coupon = { ...input, usedCount: 0 };
  if (!(await putNewCoupon(coupon))) {
    const message = adminCouponMessages.codeTaken(coupon.code);
    throw new HttpError(409, message, { code: message });
  }
  return coupon;
}

export async function editCoupon(code: string, changes: AdminCouponChanges): Promise<Coupon> {
  const current = await getCouponByCode(code);
  if (!current) throw new NotFoundError(adminCouponMessages.notFound);
  await checkCoursesExist(changes.applicableCourses, current.applicableCourses);
  const result = await updateCoupon(code, changes);
  if (result.outcome === 'not-found') throw new NotFoundError(adminCouponMessages.notFound);
  if (result.outcome === 'limit-below-uses') {
    const message = adminCouponMessages.limitBelowUses(result.usedCount);
    throw new HttpError(409, message, { usageLimit: message });
  }
  return result.coupon;
}

export async function removeCoupon(code: string): Promise<void> {
  const result = await deleteUnusedCoupon(code);
  if (result === 'not-found') throw new NotFoundError(adminCouponMessages.notFound);
  if (result === 'deleted') return;
  throw new ConflictError(
    result.usedCount > 0 ? adminCouponMessages.used(result.usedCount) : adminCouponMessages.held,
  );
}
