import { GraduationCap, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LearnerEnrollmentsResponse } from '#shared/learning/my-learning';
import { paths } from '#web/app/paths';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { ActionLink, actionClassNames } from '#web/components/action-link';
import { PrivatePage } from '#web/components/private-page';
import { EnrollmentCard } from './components/enrollment-card';
import { SignInCard } from './components/sign-in-card';
import { fetchMyEnrollments } from './learner-api';
import {
  forgetLearnerSession,
  useLearnerEmail,
  useSignOutReason,
  withLearnerToken,
} from './learner-session';

/** What one load of the learner's enrolments came to. */
type Loaded =
  | { email: string; attempt: number; mine: LearnerEnrollmentsResponse }
  | { email: string; attempt: number; failure: string };

const loadFailed = 'We could not load your courses. Please try again.';

/**
 * /my-learning (decision 014): a learner's own page. Signed out, the sign-in by a mailed code;
 * signed in, each paid enrolment with its batch and papers. Rendered in the browser only: it is
 * one person's page, never indexed.
 */
export function MyLearningPage() {
  const email = useLearnerEmail();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>();
  const signOutReason = useSignOutReason();

  useEffect(() => {
    if (!email) return;
    let cancelled = false;
    withLearnerToken(fetchMyEnrollments).then(
      (mine) => {
        if (!cancelled) setLoaded({ email, attempt, mine });
      },
      (error: unknown) => {
        // A lapsed sign-in is forgotten already, so the sign-in card shows with the reason.
        if (!cancelled && !(error instanceof ApiError && error.status === 401)) {
          setLoaded({ email, attempt, failure: errorMessage(error, loadFailed) });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [email, attempt]);

  const current =
    loaded && loaded.email === email && loaded.attempt === attempt ? loaded : undefined;

  return (
    <PrivatePage
      title="My Learning"
      description="Your courses, batches, class schedule and invoices, for learners who enrolled with us."
      path={paths.myLearning}
      className="min-h-[70vh]"
      column="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
            My Learning
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {email ? `Signed in as ${email}` : 'Your courses, batches and invoices in one place.'}
          </p>
        </div>
        {email && (
          <button
            type="button"
            onClick={() => forgetLearnerSession()}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-blue-600 hover:text-blue-700 dark:border-slate-600 dark:text-slate-200"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
        )}
      </div>

      <div className="mt-8">
        {email === null ? (
          <SignInCard
            notice={signOutReason}
            // A new attempt, so what an earlier sign-in loaded is never shown again.
            onSignedIn={() => setAttempt((count) => count + 1)}
          />
        ) : !current ? (
          <p role="status" className="text-slate-600 dark:text-slate-300">
            Loading your courses…
          </p>
        ) : 'failure' in current ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-5 dark:border-red-500/30 dark:bg-red-500/10"
          >
            <p className="text-red-800 dark:text-red-200">{current.failure}</p>
            <button
              type="button"
              onClick={() => setAttempt((count) => count + 1)}
              className={`mt-3 px-4 py-2 text-sm ${actionClassNames.deep}`}
            >
              Try again
            </button>
          </div>
        ) : current.mine.enrollments.length > 0 ? (
          <div className="space-y-4">
            {current.mine.enrollments.map((enrollment) => (
              <EnrollmentCard
                key={enrollment.id}
                enrollment={enrollment}
                onChange={(changed) =>
                  // From what is shown then, so two changes close together both stay.
                  setLoaded((shown) =>
                    shown && 'mine' in shown
                      ? {
                          ...shown,
                          mine: {
                            ...shown.mine,
                            enrollments: shown.mine.enrollments.map((one) =>
                              one.id === changed.id ? changed : one,
                            ),
                          },
                        }
                      : shown,
                  )
                }
              />
            ))}
          </div>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
            <GraduationCap className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              No courses yet
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Once you pay for a course, its batch, schedule and invoice show here.
            </p>
            <ActionLink to={paths.learning} tone="deep" className="mt-6 inline-block px-5 py-3">
              Browse courses
            </ActionLink>
          </div>
        )}
      </div>
    </PrivatePage>
  );
}
