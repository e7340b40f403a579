import { Clock, Users } from 'lucide-react';
import type { Course } from '#shared/content/schemas';
import { IconLine } from '#web/components/icon-line';
import { reviewsLabel, studentsLabel, weeksLabel } from '../course-display';
import { LevelBadge } from './course-badges';
import { StarRating } from './star-rating';

/** The top of a course page: category, level, its one <h1>, the summary and key figures. */
export function CourseHeader({ course }: { course: Course }) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-500/15 dark:text-blue-200">
          {course.category}
        </span>
        <LevelBadge level={course.level} />
      </div>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
        {course.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
        {course.shortDescription}
      </p>
      <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-700 dark:text-slate-300">
        {/* No reviews, no rating: never an invented one (decision 024). */}
        {course.reviewsCount > 0 && (
          <li className="flex items-center gap-2">
            <span className="font-bold text-slate-900 dark:text-white" aria-hidden="true">
              {course.rating}
            </span>
            <StarRating rating={course.rating} />
            <span>({reviewsLabel(course.reviewsCount)})</span>
          </li>
        )}
        <IconLine icon={Users} className="gap-1.5" testId="course-students">
          {studentsLabel(course.enrolledStudents)}
        </IconLine>
        <IconLine icon={Clock} className="gap-1.5">
          {weeksLabel(course.durationWeeks)}
        </IconLine>
      </ul>
    </header>
  );
}
