import type { SiteSettings } from '#shared/content/schemas';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';
import { certificateFileName, type CertificateView } from './certificate-view';

/** To the learner, once an admin marks their batch completed: the certificate, attached. */
export function certificateIssuedMail(input: {
  email: string;
  certificate: CertificateView;
  /** The certificate as PDF (lambdas/documents/pdf-client.ts). */
  pdf: Uint8Array;
  myLearningUrl: string;
  company: SiteSettings;
}): Mail {
  const { certificate, company } = input;
  return {
    to: [input.email],
    replyTo: company.companyEmail,
    subject: `Your certificate: ${certificate.courseTitle}`,
    ...composeMail(
      {
        paragraphs: [
          `Hello ${certificate.learnerName},`,
          `Congratulations on completing ${certificate.courseTitle}! Your certificate of completion is attached.`,
        ],
        details: [
          ['Course', certificate.courseTitle],
          ['Batch', certificate.batchName],
          ['Completed on', certificate.completedOn],
          ['Certificate ID', certificate.id],
        ],
        action: { label: 'Check the certificate', url: certificate.verifyUrl },
        closing: [
          `Anyone you show it to, an employer say, can check that it is genuine at ${certificate.verifyUrl}`,
          `You can download it again at any time from My Learning: ${input.myLearningUrl}`,
          `Thank you for learning with ${company.companyName}!`,
        ],
      },
      company,
    ),
    attachments: [
      {
        fileName: certificateFileName(certificate.id),
        contentType: 'application/pdf',
        content: Buffer.from(input.pdf),
      },
    ],
  };
}
