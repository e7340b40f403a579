import type { SiteSettings } from '#shared/content/schemas';
import { signInCodeMinutes } from '#shared/learning/sign-in';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';

/** To a learner: the one-time code that signs them in to My Learning. */
export function signInCodeMail(email: string, code: string, company: SiteSettings): Mail {
  return {
    to: [email],
    subject: `${code} is your My Learning sign-in code`,
    ...composeMail(
      {
        paragraphs: [
          `Your code to sign in to My Learning is ${code}.`,
          `It works once, for ${signInCodeMinutes} minutes. Type it on the page where you asked for it.`,
        ],
        closing: [
          'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
        ],
      },
      company,
    ),
  };
}
