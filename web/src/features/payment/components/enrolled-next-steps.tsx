import { BookOpen, GraduationCap } from 'lucide-react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';

/** Where a learner whose payment went through goes next: paid, or refunded since. */
export function EnrolledNextSteps() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link
        to={paths.myLearning}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-blue-600 px-5 py-2.5 font-semibold text-blue-700 transition-colors hover:bg-blue-50 dark:border-blue-400 dark:text-blue-300 dark:hover:bg-slate-900"
      >
        <GraduationCap className="size-4" aria-hidden="true" />
        Open My Learning
      </Link>
      <Link
        to={paths.learning}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-blue-700"
      >
        <BookOpen className="size-4" aria-hidden="true" />
        Browse More Courses
      </Link>
      <Link
        to={paths.contact}
        className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 transition-colors hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-900"
      >
        Contact Support
      </Link>
    </div>
  );
}
