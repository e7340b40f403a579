import { ArrowRight, Clock, Users } from 'lucide-react';
import { Link } from '#web/lib/router';
import type { CourseSummary } from '#shared/api/content';
import { paths } from '#web/app/paths';
import { reviewsLabel, studentsLabel, weeksLabel } from '../course-display';
import { LevelBadge, SaveBadge } from './course-badges';
import { CoursePrice } from './course-price';
import { StarRating } from './star-rating';
import { CoverImage } from '#web/components/cover-image';

/** A course in the list (docs/product.md §2: level, save badge, rating, duration, students, prices, link). */
export function CourseCard({ course }: { course: CourseSummary }) {
  const titleId = `course-${course.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="course-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative">
        <CoverImage
          src={course.thumbnail}
          designed={{ eyebrow: course.category, title: course.title }}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
          <LevelBadge level={course.level} />
          <SaveBadge
            pricePaise={course.pricePaise}
            originalPricePaise={course.originalPricePaise}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
          {course.category}
        </p>
        <h3 id={titleId} className="mt-2 text-lg font-bold text-slate-900 dark:text-white">
          {/* The link covers the whole card, so the card is one tap target with one name. */}
          <Link
            to={paths.course(course.slug)}
            className="outline-none after:absolute after:inset-0 group-hover:text-blue-700 dark:group-hover:text-blue-300"
          >
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
          {course.shortDescription}
        </p>
        {/* No reviews, no rating: never an invented one (decision 024). */}
        {course.reviewsCount > 0 && (
          <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <StarRating rating={course.rating} />
            <span className="font-semibold text-slate-900 dark:text-white" aria-hidden="true">
              {course.rating}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              ({reviewsLabel(course.reviewsCount)})
            </span>
          </p>
        )}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {weeksLabel(course.durationWeeks)}
          </li>
          <li className="inline-flex items-center gap-1.5" data-testid="course-students">
            <Users className="size-4" aria-hidden="true" />
            {studentsLabel(course.enrolledStudents)}
          </li>
        </ul>
        <div className="mt-auto pt-5">
          <div className="flex items-end justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <CoursePrice
              pricePaise={course.pricePaise}
              originalPricePaise={course.originalPricePaise}
            />
            <span
              aria-hidden="true"
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-blue-700 dark:text-blue-300"
            >
              View Course
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
