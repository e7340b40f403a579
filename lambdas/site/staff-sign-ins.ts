import type { AuditActor } from '#shared/admin/audit';
import { newAuditRecord, type NewAuditRecord } from '#lambdas/data/audit-trail';
import {
  noteStaffSignInAttempt,
  openStaffSignInAttempts,
  settleStaffSignInAttempts,
  staleStaffSignInAttempts,
  type OpenStaffSignInAttempts,
} from '#lambdas/data/staff-sign-in-attempts';

// Staff sign-ins in the audit trail (decision 023). Cognito's pre-authentication trigger notes
// each attempt of a person in the admin pool, its post-authentication trigger each success; an
// attempt that no success follows within the sign-in's session is a failed sign-in. The cloud's
// triggers and the local stand-in (scripts/local/cognito-sign-in-proxy.ts) both call these.

/**
 * An attempt not followed by a success within this long failed: the web client's sign-in session
 * (a password, then a new password or an authenticator code) lasts Cognito's default 3 minutes.
 */
export const staffSignInSettleMinutes = 5;

/** The person a trigger's user attributes name; undefined without an id or an e-mail. */
export function staffMemberOf(
  attributes: Record<string, string | undefined>,
): AuditActor | undefined {
  const { sub, email } = attributes;
  return sub && email ? { sub, email: email.toLowerCase() } : undefined;
}

const record = (
  person: AuditActor,
  action: 'sign-in' | 'sign-in-failed',
  at: string,
  note?: string,
): NewAuditRecord => ({
  actor: person,
  kind: 'staff',
  recordId: person.email ?? person.sub,
  action,
  at,
  ...(note ? { note } : {}),
});

/**
 * The records that settle a person's open attempts: each failed attempt, a line for any beyond
 * the itemised ones, and the success when there is one (the latest attempt is the one that
 * succeeded).
 */
export function signInRecords(
  person: AuditActor,
  open: Pick<OpenStaffSignInAttempts, 'attempts' | 'uncounted' | 'lastAt'> | undefined,
  outcome: { succeededAt: string } | { failed: true },
): NewAuditRecord[] {
  const succeeded = 'succeededAt' in outcome;
  const attempts = open?.attempts ?? [];
  const uncounted = open?.uncounted ?? 0;
  // The success is the latest attempt: the last itemised one, or one of the uncounted.
  const failedAt = succeeded && uncounted === 0 ? attempts.slice(0, -1) : attempts;
  const failedUncounted = succeeded && uncounted > 0 ? uncounted - 1 : uncounted;
  const records = failedAt.map((at) => record(person, 'sign-in-failed', at));
  if (failedUncounted > 0 && open) {
    records.push(
      record(
        person,
        'sign-in-failed',
        open.lastAt,
        `${failedUncounted} more failed attempts, the last at this time`,
      ),
    );
  }
  if (succeeded) records.push(record(person, 'sign-in', outcome.succeededAt));
  return records;
}

/** The pre-authentication trigger: a known person tries to sign in. */
export async function staffSignInAttempted(person: AuditActor, at: Date): Promise<void> {
  await noteStaffSignInAttempt(person, at.toISOString());
}

/**
 * Settles the person's open attempts with the outcome, in one transaction with their records;
 * read again when another attempt came in meanwhile.
 */
async function settle(
  person: AuditActor,
  outcome: { succeededAt: string } | { failed: true },
  isDue: (open: OpenStaffSignInAttempts) => boolean = () => true,
): Promise<void> {
  for (;;) {
    const open = await openStaffSignInAttempts(person.sub);
    if (!open && 'failed' in outcome) return;
    if (open && !isDue(open)) return;
    const records = signInRecords(person, open, outcome).map(newAuditRecord);
    if (await settleStaffSignInAttempts(open, person.sub, records)) return;
  }
}

/** The post-authentication trigger: the person is signed in (password and any second step). */
export async function staffSignInSucceeded(person: AuditActor, at: Date): Promise<void> {
  await settle(person, { succeededAt: at.toISOString() });
}

/** A sign-in Cognito refused: the local stand-in sees the refusal itself and says so at once. */
export async function staffSignInFailed(person: AuditActor): Promise<void> {
  await settle(person, { failed: true });
}

/** The sweep: every attempt left open past the sign-in's session failed. Answers how many people. */
export async function settleAbandonedStaffSignIns(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - staffSignInSettleMinutes * 60_000).toISOString();
  const stale = await staleStaffSignInAttempts(cutoff);
  for (const open of stale) {
    await settle({ sub: open.sub, email: open.email }, { failed: true }, (current) => {
      return current.lastAt < cutoff;
    });
  }
  return stale.length;
}
