import { ArrowRight, Clock, Users } from 'lucide-react';
import type { CourseSummary } from '#shared/api/content';
import { paths } from '#web/app/paths';
import { reviewsLabel, studentsLabel, weeksLabel } from '../course-display';
import { LevelBadge, SaveBadge } from './course-badges';
import { CoursePrice } from './course-price';
import { StarRating } from './star-rating';
import { CardCover } from '#web/components/card-cover';
import { IconLine } from '#web/components/icon-line';
import { LinkCard } from '#web/components/link-card';

/** A course in the list (docs/product.md §2: level, save badge, rating, duration, students, prices, link). */
export function CourseCard({ course }: { course: CourseSummary }) {
  const titleId = `course-${course.id}-title`;
  return (
    <LinkCard
      titleId={titleId}
      testId="course-card"
      to={paths.course(course.slug)}
      cover={
        <div className="relative">
          <CardCover src={course.thumbnail} item={course} shape="photo" />
          <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
            <LevelBadge level={course.level} />
            <SaveBadge
              pricePaise={course.pricePaise}
              originalPricePaise={course.originalPricePaise}
            />
          </div>
        </div>
      }
      eyebrow={course.category}
      title={course.title}
      summary={course.shortDescription}
    >
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
        <IconLine icon={Clock} className="gap-1.5">
          {weeksLabel(course.durationWeeks)}
        </IconLine>
        <IconLine icon={Users} className="gap-1.5" testId="course-students">
          {studentsLabel(course.enrolledStudents)}
        </IconLine>
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
    </LinkCard>
  );
}
