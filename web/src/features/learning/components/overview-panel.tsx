import { Award, CheckCircle2, ListChecks, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Course } from '#shared/content/schemas';
import { IconList } from '#web/components/icon-list';

function PointList({ title, items, icon }: { title: string; items: string[]; icon: LucideIcon }) {
  if (!items.length) return null;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <IconList
        items={items}
        icon={icon}
        iconClassName="text-blue-600 dark:text-blue-400"
        className="mt-4 space-y-3"
      />
    </section>
  );
}

/** The overview tab: description, what you'll learn, features, prerequisites, certification. */
export function OverviewPanel({ course }: { course: Course }) {
  return (
    <div className="space-y-6">
      <section>
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">About This Course</h3>
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
          {course.description}
        </p>
      </section>
      <PointList title="What You'll Learn" items={course.whatYouLearn} icon={CheckCircle2} />
      <div className="grid gap-6 md:grid-cols-2">
        <PointList title="Course Features" items={course.features} icon={Sparkles} />
        <PointList title="Prerequisites" items={course.prerequisites} icon={ListChecks} />
      </div>
      <PointList title="Certification" items={course.certification} icon={Award} />
    </div>
  );
}
