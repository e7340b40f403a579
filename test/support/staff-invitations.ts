import { expect } from 'vitest';
import { mailsAbout, type OutboxMail } from './outbox';

// The Team section's invitation as the invited person reads it in the local outbox: the
// temporary password and the sign-in link (lambdas/site/staff-invitation-mail.ts).

export interface Invitation {
  mail: OutboxMail;
  temporaryPassword: string;
  signInUrl: string;
}

/** A fresh address for someone to invite. */
export const newStaffEmail = (label = 'invited') =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Waits for the invitation mailed to `email` and reads it. */
export async function invitationFor(email: string): Promise<Invitation> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsAbout(email)).find((candidate) =>
          candidate.subject.includes('invited to the'),
        );
        return Boolean(mail);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const text = mail!.text;
  const temporaryPassword = /Temporary password: (\S+)/.exec(text)?.[1];
  const signInUrl = /(https?:\/\/\S+\/admin\/login)/.exec(text)?.[1];
  if (!temporaryPassword || !signInUrl) throw new Error(`Not an invitation:\n${text}`);
  return { mail: mail!, temporaryPassword, signInUrl };
}
