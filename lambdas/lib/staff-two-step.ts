import * as apiPaths from '#shared/api/api-paths';
import { staffMessages, twoStepPolicyRoles, type StaffPolicy } from '#shared/admin/staff';
import { readStaffPolicy } from '#lambdas/data/staff-records';
import type { AdminIdentity } from './admin-auth';
import { ForbiddenError } from './errors';
import { getStaffUser, hasTwoStep } from './staff-pool';

// The owners' rule that owners and finance sign in with two steps (docs/admin.md, decision 021),
// checked on every admin route. A token does not say whether its holder uses an authenticator,
// so the pool is asked; the policy and each person's answer are kept briefly in memory, so a
// busy admin costs one look-up a minute, not one per request. A change therefore takes effect
// within a minute; someone just turned on is asked again sooner.

const policyMs = 60_000;
const twoStepOnMs = 60_000;
/** Someone refused is asked again soon: they are turning it on, then signing in again. */
const twoStepOffMs = 5_000;

/** Where a person turns it on, and reports it: never refused, or nobody could comply. */
const reportRoute = `POST ${apiPaths.adminOwnTwoStep}`;

let policy: { value: Promise<StaffPolicy>; until: number } | undefined;
const people = new Map<string, { on: boolean; until: number }>();

async function currentPolicy(now: number): Promise<StaffPolicy> {
  if (!policy || policy.until <= now) {
    const value = readStaffPolicy();
    policy = { value, until: now + policyMs };
    // A failed read is not kept: the next request asks again.
    value.catch(() => (policy = undefined));
  }
  return policy.value;
}

async function usesTwoStep(sub: string, now: number): Promise<boolean> {
  const known = people.get(sub);
  if (known && known.until > now) return known.on;
  const user = await getStaffUser(sub);
  const on = user ? hasTwoStep(user) : false;
  people.set(sub, { on, until: now + (on ? twoStepOnMs : twoStepOffMs) });
  return on;
}

/**
 * Throws 403 when the owners require two-step sign-in, the person holds owner or finance, has
 * no authenticator app on, and is calling anything but the route that reports turning it on.
 */
export async function enforceTwoStepPolicy(
  identity: AdminIdentity,
  routeKey: string,
): Promise<void> {
  if (routeKey === reportRoute) return;
  if (!identity.roles.some((role) => twoStepPolicyRoles.includes(role))) return;
  const now = Date.now();
  if (!(await currentPolicy(now)).twoStepRequiredForOwnerAndFinance) return;
  if (await usesTwoStep(identity.sub, now)) return;
  throw new ForbiddenError(staffMessages.twoStepRequired);
}

/** After this Lambda itself changed the policy or saw a person's state: no stale answer here. */
export function forgetTwoStepState(sub?: string): void {
  if (sub) people.delete(sub);
  else policy = undefined;
}
