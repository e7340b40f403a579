import * as apiPaths from '#shared/api/api-paths';
import { formatInr } from '#shared/checkout/money';
import type { Coupon } from '#shared/content/schemas';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { useStaffAccess } from '#web/features/admin/auth/staff-access';
import { discountLabel } from './coupon-form-values';
import { CouponStatusBadge } from './coupons-section';
import { PageSection } from './page-section';

/**
 * The coupons that discount a course, on its page (docs/product.md §10); they are changed in the
 * Coupons part of Courses, which the roles that may change them are pointed to.
 */
export function CouponsThatApply({ coupons }: { coupons: Coupon[] }) {
  const { may } = useStaffAccess();
  return (
    <PageSection id="course-coupons-heading" title="Coupons that apply" className="space-y-2">
      {coupons.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No coupon applies.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {coupons.map((coupon) => (
            <li key={coupon.code} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-mono font-semibold">{coupon.code}</span>
              <span>{discountLabel(coupon, formatInr)} off</span>
              <CouponStatusBadge coupon={coupon} now={new Date()} />
            </li>
          ))}
        </ul>
      )}
      {may('PUT', apiPaths.adminCoupon) && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Manage coupons in the Coupons part of{' '}
          <Link
            to={`${paths.admin}/courses`}
            className="text-blue-700 underline dark:text-blue-400"
          >
            Courses
          </Link>
          .
        </p>
      )}
    </PageSection>
  );
}
