import type { SiteSettings } from '#shared/content/schemas';
import type { JobApplication } from '#shared/forms/job-application';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail, formatIst } from '#lambdas/mail/layout';

export interface AttachedResume {
  bucket: string;
  key: string;
  size: number;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** To the careers address: a new application for an open position; replying answers the applicant. */
export function applicationNotificationMail(
  application: JobApplication,
  resume: AttachedResume | undefined,
  company: SiteSettings,
  careersEmail: string,
): Mail {
  return {
    to: [careersEmail],
    replyTo: application.applicantEmail,
    subject: `New application for ${application.jobTitle} from ${application.applicantName}`,
    ...composeMail(
      {
        paragraphs: [
          `${application.applicantName} has applied for the ${application.jobTitle} position through the careers page.`,
        ],
        details: [
          ['Name', application.applicantName],
          ['Email', application.applicantEmail],
          ['Phone', application.applicantPhone],
          ['Experience', `${application.experienceYears} years`],
          ['Current company', application.currentCompany],
          ['LinkedIn', application.linkedinProfile],
          ['Portfolio', application.portfolioUrl],
          [
            'Résumé',
            resume
              ? `s3://${resume.bucket}/${resume.key} (${kilobytes(resume.size)})`
              : 'No résumé attached',
          ],
          ['Applied', formatIst(application.appliedAt)],
        ],
        quote: { heading: 'Cover letter', text: application.coverLetter },
        closing: ['The application is also listed under Job Applications in the admin area.'],
      },
      company,
    ),
  };
}
