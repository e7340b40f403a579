import { ArrowRight, Award, InfinityIcon, ShieldCheck } from 'lucide-react';
import { Link } from '#web/lib/router';
import { gstRatePercent } from '#shared/checkout/pricing';
import type { Course } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { track } from '#web/lib/analytics';
import { SaveBadge } from './course-badges';
import { CoursePrice } from './course-price';
import { CardCover } from '#web/components/card-cover';
import { CheckList } from '#web/components/check-list';

// docs/product.md §2 "Course detail": the claims every course page makes.
const claims = [
  { icon: InfinityIcon, text: 'Lifetime access to course material' },
  { icon: ShieldCheck, text: '30-day money-back guarantee' },
  { icon: Award, text: 'Certificate of completion' },
];

/** The price block with Enroll Now, beside the course on wide screens. */
export function EnrollCard({ course }: { course: Course }) {
  const enrollPath = paths.enroll(course.slug);
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-blue-900/5 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
      <CardCover
        src={course.thumbnail}
        item={course}
        shape="photo"
        className="hidden lg:block"
        priority
      />
      <div className="p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <CoursePrice
            pricePaise={course.pricePaise}
            originalPricePaise={course.originalPricePaise}
            size="lg"
          />
          <SaveBadge
            pricePaise={course.pricePaise}
            originalPricePaise={course.originalPricePaise}
          />
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          GST {gstRatePercent}% extra
        </p>
        <Link
          to={enrollPath}
          onClick={() => track('button_click', { label: 'Enroll Now', target: enrollPath })}
          className="mt-5 flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-blue-700"
        >
          Enroll Now
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <CheckList
          items={claims}
          className="mt-5 space-y-2.5 text-sm"
          iconClassName="text-blue-600 dark:text-blue-400"
        />
      </div>
    </div>
  );
}
