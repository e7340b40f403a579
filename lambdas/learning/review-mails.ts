import type { Enrollment } from '#shared/checkout/enrollment';
import type { CourseReview, SiteSettings } from '#shared/content/schemas';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';
import { myLearningPath } from '#shared/learning/my-learning-path';

// The learner hears why staff hid their review (decision 024), and that they may edit it while
// its 30 days last.

export function reviewHiddenMail(input: {
  enrollment: Enrollment;
  review: CourseReview;
  company: SiteSettings;
  siteUrl: string;
}): Mail {
  const { enrollment, review, company } = input;
  return {
    to: [enrollment.student.email],
    subject: `Your review of ${enrollment.courseTitle} was not published`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${enrollment.student.name},`,
          `Thank you for reviewing ${enrollment.courseTitle}. Our team has not published your review, for the reason below.`,
        ],
        quote: { heading: 'Reason', text: review.hiddenReason ?? '' },
        action: {
          label: 'Edit your review in My Learning',
          url: new URL(myLearningPath, input.siteUrl).toString(),
        },
        closing: ['An edited review is read again before it is published.'],
      },
      company,
    ),
  };
}
