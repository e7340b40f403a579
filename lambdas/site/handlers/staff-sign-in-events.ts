import type {
  Context,
  PostAuthenticationTriggerEvent,
  PreAuthenticationTriggerEvent,
  ScheduledEvent,
} from 'aws-lambda';
import { logger, logInvocation } from '#lambdas/lib/logger';
import {
  settleAbandonedStaffSignIns,
  staffMemberOf,
  staffSignInAttempted,
  staffSignInSucceeded,
} from '../staff-sign-ins';

// Staff sign-ins for the audit trail (decision 023): the admin pool's pre- and post-authentication
// triggers, and a schedule that settles attempts no success followed. Locally the Cognito
// stand-in (scripts/local/cognito-sign-in-proxy.ts) calls this same handler with the same events.

export type StaffSignInEvent =
  PreAuthenticationTriggerEvent | PostAuthenticationTriggerEvent | ScheduledEvent;

const isTrigger = (
  event: StaffSignInEvent,
): event is PreAuthenticationTriggerEvent | PostAuthenticationTriggerEvent =>
  'triggerSource' in event;

export async function handler<E extends StaffSignInEvent>(event: E, context?: Context): Promise<E> {
  logInvocation(context);
  const now = new Date();
  if (!isTrigger(event)) {
    const settled = await settleAbandonedStaffSignIns(now);
    logger.info('Open staff sign-in attempts settled', { settled });
    return event;
  }
  // A name nobody holds: the client hides that from the caller (PreventUserExistenceErrors), and
  // nothing is recorded, so guessing names cannot fill the table.
  if (event.triggerSource === 'PreAuthentication_Authentication' && event.request.userNotFound) {
    return event;
  }
  const person = staffMemberOf(event.request.userAttributes);
  if (!person) throw new Error('The staff member has no id or e-mail');
  // A throw here fails the sign-in: no staff sign-in goes unrecorded (decision 023).
  if (event.triggerSource === 'PreAuthentication_Authentication') {
    await staffSignInAttempted(person, now);
  } else {
    await staffSignInSucceeded(person, now);
  }
  return event;
}
