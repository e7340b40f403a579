import { Clock } from 'lucide-react';
import type { Course } from '#shared/content/schemas';

/** The syllabus tab: every module with its duration and topics, in order. */
export function SyllabusPanel({ syllabus }: { syllabus: Course['syllabus'] }) {
  if (!syllabus.length) {
    return (
      <p className="text-slate-600 dark:text-slate-400">
        The detailed syllabus for this course will be published soon.
      </p>
    );
  }
  return (
    <ol className="space-y-4" aria-label="Course modules">
      {syllabus.map((module, index) => (
        <li
          key={module.module}
          data-testid="syllabus-module"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
                Module {index + 1}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                {module.module}
              </h3>
            </div>
            {module.duration && (
              <p className="inline-flex shrink-0 items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <Clock className="size-4" aria-hidden="true" />
                {module.duration}
              </p>
            )}
          </div>
          {module.topics.length > 0 && (
            <ul className="mt-4 grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
              {module.topics.map((topic) => (
                <li key={topic} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-blue-600 dark:bg-blue-400"
                  />
                  {topic}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
