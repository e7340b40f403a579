import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '#lambdas/data/table';
import { staffSignInAttemptKeys } from '#lambdas/data/staff-sign-in-attempts';
import { api } from '../support/api';
import { createStaffUser } from '../support/admin-session';
import { auditRecordsAbout, subOf } from '../support/audit';

// Decision 023: staff sign-ins in the audit trail. Each sign-in goes where the browser's goes:
// Cognito's InitiateAuth at the endpoint the web app is configured with (runtime-config.json),
// where the local stand-in for the admin pool's triggers records it.

interface WebCognito {
  userPoolEndpoint: string;
  userPoolClientId: string;
}

let web: WebCognito;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  web = (await api<WebCognito>('/runtime-config.json')).body;
  cognito = new CognitoIdentityProviderClient({
    endpoint: web.userPoolEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(() => cognito.destroy());

const signIn = (email: string, password: string) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: web.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

const staffRecords = (email: string, since: string) =>
  auditRecordsAbout({ kind: 'staff', recordId: email }, since);

describe('a staff sign-in', () => {
  it('with the right password records a sign-in by the person', async () => {
    const staff = await createStaffUser(['finance']);
    const since = new Date().toISOString();

    const { AuthenticationResult } = await signIn(staff.email, staff.password);

    const records = await staffRecords(staff.email, since);
    expect(records).toEqual([
      expect.objectContaining({
        actor: { sub: subOf(AuthenticationResult!.IdToken!), email: staff.email },
        kind: 'staff',
        recordId: staff.email,
        action: 'sign-in',
      }),
    ]);
  });

  it('with a wrong password is refused and records a failed sign-in, leaving no attempt open', async () => {
    const staff = await createStaffUser(['content']);
    const since = new Date().toISOString();

    // Cognito's refusal; cognito-local names it InvalidPasswordException.
    await expect(signIn(staff.email, 'Wrong#Password2026')).rejects.toMatchObject({
      name: expect.stringMatching(/^(NotAuthorizedException|InvalidPasswordException)$/),
    });

    const records = await staffRecords(staff.email, since);
    expect(records.map(({ action, actor }) => [action, actor.email])).toEqual([
      ['sign-in-failed', staff.email],
    ]);
    const { AuthenticationResult } = await signIn(staff.email, staff.password);
    expect((await staffRecords(staff.email, since)).map(({ action }) => action)).toEqual([
      'sign-in-failed',
      'sign-in',
    ]);
    expect(
      await getItem(staffSignInAttemptKeys(subOf(AuthenticationResult!.IdToken!)), {
        consistent: true,
      }),
    ).toBeUndefined();
  });

  it('with a temporary password records the sign-in once the new password is set', async () => {
    const staff = await createStaffUser(['sales'], { temporaryPassword: true });
    const since = new Date().toISOString();

    const challenge = await signIn(staff.email, staff.password);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(await staffRecords(staff.email, since)).toEqual([]);
    await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: web.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: staff.email, NEW_PASSWORD: 'Chosen#Password2026' },
      }),
    );

    expect((await staffRecords(staff.email, since)).map(({ action }) => action)).toEqual([
      'sign-in',
    ]);
  });

  it('for a name nobody holds is refused and records nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const since = new Date().toISOString();

    await expect(signIn(email, 'Wrong#Password2026')).rejects.toMatchObject({
      name: expect.stringMatching(/NotAuthorizedException|UserNotFoundException/),
    });

    expect(await staffRecords(email, since)).toEqual([]);
  });
});
