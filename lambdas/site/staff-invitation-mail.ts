import { invitationValidDays } from '#shared/admin/staff';
import { staffRoleLabels, type StaffRole } from '#shared/admin/staff-roles';
import type { SiteSettings } from '#shared/content/schemas';
import type { Mail } from '#lambdas/mail/mime';
import { composeMail } from '#lambdas/mail/layout';

// An owner invited someone in the Team section (docs/admin.md): the temporary password and where
// to sign in. The first sign-in asks for a password of their own, so the temporary one, which
// this mail carries in the clear, opens nothing after that (and nothing after the days it lasts).

export function staffInvitationMail(input: {
  email: string;
  roles: StaffRole[];
  temporaryPassword: string;
  signInUrl: string;
  invitedBy?: string;
  company: SiteSettings;
}): Mail {
  const { company } = input;
  const roles = input.roles.map((role) => staffRoleLabels[role]).join(', ');
  return {
    to: [input.email],
    subject: `You are invited to the ${company.companyName} admin`,
    ...composeMail(
      {
        paragraphs: [
          `${input.invitedBy ?? 'An owner'} added you to the ${company.companyName} admin team (${roles}).`,
          `Sign in with your e-mail and the temporary password below. You then choose a password of your own. The temporary password works once, within ${invitationValidDays} days.`,
        ],
        details: [
          ['E-mail', input.email],
          ['Temporary password', input.temporaryPassword],
        ],
        action: { label: 'Sign in to the admin', url: input.signInUrl },
        closing: ['If you did not expect this, you can ignore this e-mail.'],
      },
      company,
    ),
  };
}
