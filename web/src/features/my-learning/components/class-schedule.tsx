import { CalendarPlus, ExternalLink, Video } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatTime } from '#shared/format-date';
import type { LearnerClassSession } from '#shared/learning/class-schedule';
import type { LearnerEnrollment } from '#shared/learning/my-learning';
import { downloadCalendar } from '../learner-api';
import { withLearnerToken } from '../learner-session';

// A batch's classes in My Learning (decision 015): times in IST, the join link only near each class
// (the server decides), past classes folded away, the materials, and the whole schedule as an
// .ics file for the learner's calendar.

/** 'Sat, 6 Feb 2027 · 10:00 am – 11:30 am IST' */
const sessionTimeLabel = (session: Pick<LearnerClassSession, 'startsAt' | 'endsAt'>) =>
  `${formatDate(session.startsAt, { weekday: true })} · ${formatTime(session.startsAt)} – ${formatTime(session.endsAt)} IST`;

const calendarFailed = 'We could not prepare the calendar file. Please try again.';

function SessionItem({ session }: { session: LearnerClassSession }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{session.title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{sessionTimeLabel(session)}</p>
      </div>
      {session.joinUrl ? (
        <a
          href={session.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg bg-green-700 px-3 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          <Video className="size-4" aria-hidden="true" />
          Join class
          <span className="sr-only"> {session.title} (opens in a new tab)</span>
        </a>
      ) : session.joinOpensAt ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Join link from {formatTime(session.joinOpensAt)} IST
        </p>
      ) : null}
    </li>
  );
}

export function ClassSchedule({ enrollment }: { enrollment: LearnerEnrollment }) {
  const [calendarError, setCalendarError] = useState('');
  const { sessions, materials } = enrollment.schedule;
  const upcoming = sessions.filter((session) => !session.ended);
  const past = sessions.filter((session) => session.ended);
  if (sessions.length === 0 && materials.length === 0) {
    return enrollment.status === 'confirmed' ? (
      <p className="mt-5 text-sm text-slate-600 dark:text-slate-300">
        Class times show here once your batch&apos;s schedule is set.
      </p>
    ) : null;
  }

  return (
    <section
      aria-label={`Class schedule of ${enrollment.courseTitle}`}
      className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">Class schedule</h3>
        {upcoming.length > 0 && (
          <button
            type="button"
            onClick={() => {
              setCalendarError('');
              withLearnerToken((idToken) => downloadCalendar(idToken, enrollment)).catch(() =>
                setCalendarError(calendarFailed),
              );
            }}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-200"
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add to calendar (.ics)
          </button>
        )}
      </div>
      {calendarError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {calendarError}
        </p>
      )}
      {upcoming.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {upcoming.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      ) : (
        sessions.length > 0 && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            All classes of this batch are over.
          </p>
        )
      )}
      {past.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">
            Past classes ({past.length})
          </summary>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {past.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        </details>
      )}
      {materials.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">Materials</h3>
          <ul className="mt-2 space-y-1.5">
            {materials.map((material) => (
              <li key={material.id}>
                <a
                  href={material.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
                >
                  {material.title}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
