import * as apiPaths from '#shared/api/api-paths';
import type { AdminCouponCreate } from '#shared/admin/catalog-coupons';
import type { Coupon } from '#shared/content/schemas';
import { adminDelete, adminPost, adminPut } from '#web/features/admin/kit/admin-api';

// The stored coupons (docs/architecture.md §4, docs/product.md §10).

export const couponsPath = apiPaths.adminCoupons;
const couponPath = (code: string) => `${couponsPath}/${encodeURIComponent(code)}`;

/** Creates a coupon, or changes an existing one when `code` is given. */
export const saveCoupon = (input: AdminCouponCreate, code?: string) =>
  code ? adminPut<Coupon>(couponPath(code), input) : adminPost<Coupon>(couponsPath, input);

export const deleteCoupon = (code: string) => adminDelete(couponPath(code));
