import { Briefcase } from 'lucide-react';
import type { Course } from '#shared/content/schemas';
import { Avatar } from '#web/components/avatar';

/** The instructor tab: photo, name, experience and biography. */
export function InstructorPanel({ instructor }: { instructor: Course['instructor'] }) {
  return (
    <section
      aria-label="Instructor"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <Avatar src={instructor.avatar} size={96} />
      <div>
        <h3 className="text-xl font-bold text-slate-900 dark:text-white">{instructor.name}</h3>
        {instructor.experience && (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 dark:text-blue-300">
            <Briefcase className="size-4" aria-hidden="true" />
            {instructor.experience} of experience
          </p>
        )}
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{instructor.bio}</p>
      </div>
    </section>
  );
}
