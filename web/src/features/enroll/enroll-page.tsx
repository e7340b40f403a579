import { useParams } from '#web/lib/router';
import { checkoutMessages } from '#shared/checkout/checkout-requests';
import { paths } from '#web/app/paths';
import { BackLink } from '#web/components/back-link';
import { NotFoundState } from '#web/components/not-found-state';
import { useContent } from '#web/lib/content/use-content';
import { PrivatePage } from '#web/components/private-page';
import { usePendingPayment } from '#web/lib/pending-payment';
import { EnrollmentWizard } from './components/enrollment-wizard';

/**
 * /learning/{slug}/enroll (docs/product.md §2 "Enrollment"): served as the app shell, never prerendered,
 * but safe to render anywhere. Page views are tracked for every route by the root layout.
 */
export function EnrollPage() {
  const { slug = '' } = useParams();
  const detail = useContent(`course:${slug}`, (source) => source.course(slug));
  // A learner back from a failed or unfinished payment finds their details filled in.
  const returning = usePendingPayment()?.student;

  if (!detail) {
    return (
      <NotFoundState
        title={checkoutMessages.courseNotFound}
        message="The course you're looking for doesn't exist or is no longer open for enrollment."
        path={paths.enroll(slug)}
        back={{ label: 'Browse Courses', to: paths.learning }}
      />
    );
  }

  const { course, batches } = detail;
  return (
    <PrivatePage
      title={`Enroll: ${course.title}`}
      description={`Enroll in ${course.title}: enter your details, choose a batch with live seat counts, apply a coupon and pay securely with PhonePe.`}
      path={paths.enroll(slug)}
      column="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8"
    >
      <BackLink to={paths.course(slug)} label="Back to Course" />
      <div className="mt-5 mb-6 sm:mb-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          Enroll in {course.title}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {course.durationWeeks} weeks · {course.level} · Four quick steps to reserve your seat.
        </p>
      </div>
      <EnrollmentWizard course={course} batches={batches} returningLearner={returning} />
    </PrivatePage>
  );
}
