import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditRecord } from '#shared/admin/audit';
import type { AdminPage } from '#shared/admin/lists';
import {
  staffMessages,
  type OwnTwoStepResponse,
  type StaffListResponse,
  type StaffMember,
  type StaffPolicy,
} from '#shared/admin/staff';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import { asAdmin, callWithToken, createStaffUser, idTokenOf } from '../support/admin-session';
import { requestFromSite, uniqueClientIp } from '../support/client-ip';
import { startFaultStack, type FaultStack } from '../support/fault-stack';
import { testAdmin } from '../support/local-stack-settings';
import { parseMail } from '../support/outbox';
import { invitationFor, newStaffEmail } from '../support/staff-invitations';
import { totpCode } from '../support/totp';

// The Team section's routes (docs/admin.md, decision 021) over HTTP against the local stack and
// the real cognito-local: an invitation mailed with a temporary password that signs in once and
// must be changed, roles, disabling and re-enabling, the audit records of each, and the rules
// that keep an owner and guard the two-step policy. Those last change who is an owner and what
// every owner must do, so they run on a stack of their own, never the one other tests share.

interface Pool {
  client: CognitoIdentityProviderClient;
  clientId: string;
}

const sharedPool = (): Pool => ({
  client: new CognitoIdentityProviderClient({
    endpoint: inject('cognito').endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
  clientId: inject('cognito').clientId,
});

const newPassword = 'Chosen#Password2026';

/** The first sign-in: the temporary password is asked to be replaced; answers the ID token. */
async function firstSignIn(pool: Pool, email: string, temporary: string): Promise<string> {
  const started = await pool.client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  );
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await pool.client.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: pool.clientId,
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  return answered.AuthenticationResult!.IdToken!;
}

/** The groups an ID token names. */
const groupsIn = (idToken: string): string[] =>
  (
    JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as {
      'cognito:groups'?: string[];
    }
  )['cognito:groups'] ?? [];

const memberPath = (path: string, username: string) => withPathParameters(path, { username });

describe('the Team routes on the shared stack', () => {
  const pool = sharedPool();
  const email = newStaffEmail();
  let invited: StaffMember;
  afterAll(() => pool.client.destroy());

  /** The audit records of staff changes about `recordId`, oldest first. */
  async function staffRecordsAbout(recordId: string): Promise<AuditRecord[]> {
    const actions = ['invite', 'roles', 'disable', 'enable', 'two-step-on', 'two-step-off'];
    const pages = await Promise.all(
      actions.map((action) =>
        asAdmin<AdminPage<AuditRecord>>(
          'GET',
          `${apiPaths.adminAudit}?kind=staff&action=${action}&limit=200`,
        ),
      ),
    );
    for (const page of pages) expect(page.status).toBe(200);
    return pages
      .flatMap((page) => page.body.items)
      .filter((record) => record.recordId === recordId)
      .sort((a, b) => a.at.localeCompare(b.at));
  }

  it('invites someone: 201, listed as Invited, and our mail carries the temporary password', async () => {
    const answer = await asAdmin<StaffMember>('POST', apiPaths.adminStaff, {
      email: email.toUpperCase(),
      roles: ['finance'],
    });
    expect(answer.status).toBe(201);
    invited = answer.body;
    expect(invited).toMatchObject({
      email,
      roles: ['finance'],
      enabled: true,
      status: 'invited',
      twoStep: false,
    });
    const invitation = await invitationFor(email);
    expect(invitation.signInUrl).toBe(`${inject('siteUrl')}/admin/login`);
    expect(invitation.mail.subject).toMatch(/You are invited to the .+ admin/);
    expect(invitation.mail.text).toContain('(Finance)');

    const list = await asAdmin<StaffListResponse>('GET', apiPaths.adminStaff);
    expect(list.status).toBe(200);
    expect(list.body.items.find((member) => member.email === email)).toMatchObject({
      status: 'invited',
      roles: ['finance'],
    });
  });

  it('lets the temporary password sign in once, asking for a new one, with the role given', async () => {
    const { temporaryPassword } = await invitationFor(email);
    const token = await firstSignIn(pool, email, temporaryPassword);
    expect(groupsIn(token)).toEqual(['finance']);
    // The chosen password signs in from now on, and the person is active.
    expect(groupsIn(await idTokenOf(email, newPassword))).toEqual(['finance']);
    const list = await asAdmin<StaffListResponse>('GET', apiPaths.adminStaff);
    expect(list.body.items.find((member) => member.email === email)?.status).toBe('active');
  });

  it('refuses a second invitation of the same address, and a bad one, saying why', async () => {
    expect(await asAdmin('POST', apiPaths.adminStaff, { email, roles: ['sales'] })).toEqual({
      status: 409,
      body: { error: staffMessages.alreadyStaff },
    });
    const noRoles = await asAdmin<{ fieldErrors: Record<string, string> }>(
      'POST',
      apiPaths.adminStaff,
      { email: newStaffEmail(), roles: [] },
    );
    expect(noRoles.status).toBe(400);
    expect(noRoles.body.fieldErrors.roles).toBe('Choose at least one role.');
    const badEmail = await asAdmin('POST', apiPaths.adminStaff, {
      email: 'not-an-address',
      roles: ['content'],
    });
    expect(badEmail.status).toBe(400);
    const unknownRole = await asAdmin('POST', apiPaths.adminStaff, {
      email: newStaffEmail(),
      roles: ['admin'],
    });
    expect(unknownRole.status).toBe(400);
  });

  it('changes the roles, which the next sign-in carries', async () => {
    const answer = await asAdmin<StaffMember>(
      'PUT',
      memberPath(apiPaths.adminStaffMember, invited.username),
      { roles: ['sales', 'finance'] },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.roles).toEqual(['finance', 'sales']);
    expect(groupsIn(await idTokenOf(email, newPassword)).sort()).toEqual(['finance', 'sales']);
    expect(
      (
        await asAdmin('PUT', memberPath(apiPaths.adminStaffMember, 'nobody@example.com'), {
          roles: ['sales'],
        })
      ).status,
    ).toBe(404);
  });

  it('disables the person, whose sign-in and session renewal are then refused, and re-enables them', async () => {
    const session = await pool.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: newPassword },
      }),
    );
    const refreshToken = session.AuthenticationResult!.RefreshToken!;
    const disabled = await asAdmin<StaffMember>(
      'POST',
      memberPath(apiPaths.adminStaffDisable, invited.username),
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ enabled: false, status: 'disabled' });
    await expect(idTokenOf(email, newPassword)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(
      pool.client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: pool.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const enabled = await asAdmin<StaffMember>(
      'POST',
      memberPath(apiPaths.adminStaffEnable, invited.username),
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, status: 'active' });
    expect(groupsIn(await idTokenOf(email, newPassword)).sort()).toEqual(['finance', 'sales']);
  });

  it('will not let an owner disable themselves', async () => {
    const list = await asAdmin<StaffListResponse>('GET', apiPaths.adminStaff);
    const self = list.body.items.find((member) => member.email === testAdmin.email)!;
    expect(await asAdmin('POST', memberPath(apiPaths.adminStaffDisable, self.username))).toEqual({
      status: 409,
      body: { error: staffMessages.disableSelf },
    });
  });

  it('leaves one audit record per change, with the owner who made it and the values', async () => {
    const records = await staffRecordsAbout(email);
    expect(records.map((record) => record.action)).toEqual([
      'invite',
      'roles',
      'disable',
      'enable',
    ]);
    for (const record of records) {
      expect(record.actor.email).toBe(testAdmin.email);
      expect(record.kind).toBe('staff');
    }
    expect(records[0]!.changes).toEqual([{ field: 'roles', before: [], after: ['finance'] }]);
    expect(records[0]!.route).toBe(`POST ${apiPaths.adminStaff}`);
    expect(records[1]!.changes).toEqual([
      { field: 'roles', before: ['finance'], after: ['finance', 'sales'] },
    ]);
    expect(records[2]!.changes).toEqual([{ field: 'enabled', before: true, after: false }]);
  });

  it('records a person’s own two-step change only when it really changed', async () => {
    const person = await createStaffUser(['content']);
    const token = await idTokenOf(person.email, person.password);
    const report = () => callWithToken<OwnTwoStepResponse>(token, 'POST', apiPaths.adminOwnTwoStep);

    // Never on: nothing to record.
    expect(await report()).toEqual({ status: 200, body: { twoStep: false, recorded: false } });
    await turnOnTwoStep(pool, person.email, person.password);
    expect(await report()).toEqual({ status: 200, body: { twoStep: true, recorded: true } });
    // Said again, or said falsely: the server reads the pool, and nothing changed.
    expect(await report()).toEqual({ status: 200, body: { twoStep: true, recorded: false } });

    const records = await staffRecordsAbout(person.email);
    expect(records.map((record) => [record.action, record.actor.email])).toEqual([
      ['two-step-on', person.email],
    ]);
  });

  it('answers 403 to a person without owner on every staff route', async () => {
    const finance = await createStaffUser(['finance', 'sales', 'content']);
    const token = await idTokenOf(finance.email, finance.password);
    const forbidden = { status: 403, body: { error: 'You do not have permission to do this.' } };
    const calls: Array<[string, string, unknown?]> = [
      ['GET', apiPaths.adminStaff],
      ['POST', apiPaths.adminStaff, { email: newStaffEmail(), roles: ['owner'] }],
      ['PUT', memberPath(apiPaths.adminStaffMember, finance.email), { roles: ['owner'] }],
      ['POST', memberPath(apiPaths.adminStaffDisable, testAdmin.email)],
      ['POST', memberPath(apiPaths.adminStaffEnable, finance.email)],
      ['GET', apiPaths.adminStaffPolicy],
      ['PUT', apiPaths.adminStaffPolicy, { twoStepRequiredForOwnerAndFinance: false }],
    ];
    for (const [method, path, body] of calls) {
      expect(await callWithToken(token, method, path, body), `${method} ${path}`).toEqual(
        forbidden,
      );
    }
    expect(groupsIn(await idTokenOf(finance.email, finance.password)).sort()).toEqual([
      'content',
      'finance',
      'sales',
    ]);
  });
});

/** Turns on an authenticator for the user, as Account Security does; answers the secret. */
async function turnOnTwoStep(pool: Pool, email: string, password: string): Promise<string> {
  const signedIn = await pool.client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = signedIn.AuthenticationResult!.AccessToken!;
  const { SecretCode } = await pool.client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  await pool.client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(SecretCode!) }),
  );
  await pool.client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode!;
}

describe('the rules that keep an owner and guard the two-step policy, on a stack of their own', () => {
  let stack: FaultStack;
  let pool: Pool;
  const clientIp = uniqueClientIp();
  beforeAll(async () => {
    stack = await startFaultStack();
    const client = new CognitoIdentityProviderClient({
      endpoint: `http://127.0.0.1:${stack.settings.COGNITO_PORT}`,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    const userPoolId = pools.UserPools!.find(
      (candidate) => candidate.Name === 'techsite-local',
    )!.Id!;
    const clients = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    pool = { client, clientId: clients.UserPoolClients![0]!.ClientId! };
  }, 120_000);
  afterAll(async () => {
    pool?.client.destroy();
    await stack?.stop();
  });

  const call = <T = unknown>(token: string, method: string, path: string, body?: unknown) =>
    requestFromSite<T>(stack.siteUrl, clientIp, path, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body }),
    });

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await pool.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return answer.AuthenticationResult!.IdToken!;
  }

  it('keeps an enabled owner: the last one can neither be disabled nor lose owner', async () => {
    // Here the seeded admin is the only owner (through `admin` and `owner`).
    const firstOwner = await signIn(testAdmin.email, testAdmin.password);
    const email = newStaffEmail('second-owner');
    const invited = await call<StaffMember>(firstOwner, 'POST', apiPaths.adminStaff, {
      email,
      roles: ['owner'],
    });
    expect(invited.status).toBe(201);

    const list = await call<StaffListResponse>(firstOwner, 'GET', apiPaths.adminStaff);
    const seeded = list.body.items.find((member) => member.email === testAdmin.email)!;
    expect(seeded).toMatchObject({ roles: ['owner'], legacyAdmin: true });

    // The second owner takes owner away from the first, `admin` included.
    const secondOwner = await firstSignIn(
      pool,
      email,
      await temporaryPasswordIn(stack.outboxDir, email),
    );
    const demoted = await call<StaffMember>(
      secondOwner,
      'PUT',
      memberPath(apiPaths.adminStaffMember, seeded.username),
      { roles: ['finance'] },
    );
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ roles: ['finance'], legacyAdmin: false });

    // The first owner's token still says owner; the server counts who really is one.
    const lastOwner = invited.body.username;
    expect(
      await call(firstOwner, 'POST', memberPath(apiPaths.adminStaffDisable, lastOwner)),
    ).toEqual({ status: 409, body: { error: staffMessages.lastOwner } });
    expect(
      await call(firstOwner, 'PUT', memberPath(apiPaths.adminStaffMember, lastOwner), {
        roles: ['sales'],
      }),
    ).toEqual({ status: 409, body: { error: staffMessages.lastOwner } });
    expect(
      await call(secondOwner, 'PUT', memberPath(apiPaths.adminStaffMember, lastOwner), {
        roles: ['content'],
      }),
    ).toEqual({ status: 409, body: { error: staffMessages.lastOwner } });

    // Giving owner back makes two again; then either may go.
    expect(
      (
        await call(secondOwner, 'PUT', memberPath(apiPaths.adminStaffMember, seeded.username), {
          roles: ['owner'],
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(secondOwner, 'POST', memberPath(apiPaths.adminStaffDisable, seeded.username)))
        .status,
    ).toBe(200);
    expect(
      (await call(secondOwner, 'POST', memberPath(apiPaths.adminStaffEnable, seeded.username)))
        .status,
    ).toBe(200);
  });

  /** The seeded owner's token, from before their two-step sign-in was turned on. */
  let owner: string;

  it('refuses the two-step policy to an owner without two-step, and takes it from one with it', async () => {
    owner = await signIn(testAdmin.email, testAdmin.password);
    expect(await call<StaffPolicy>(owner, 'GET', apiPaths.adminStaffPolicy)).toEqual({
      status: 200,
      body: { twoStepRequiredForOwnerAndFinance: false },
    });
    expect(
      await call(owner, 'PUT', apiPaths.adminStaffPolicy, {
        twoStepRequiredForOwnerAndFinance: true,
      }),
    ).toEqual({ status: 409, body: { error: staffMessages.policyNeedsOwnTwoStep } });

    await turnOnTwoStep(pool, testAdmin.email, testAdmin.password);
    expect(
      await call(owner, 'PUT', apiPaths.adminStaffPolicy, {
        twoStepRequiredForOwnerAndFinance: true,
      }),
    ).toEqual({ status: 200, body: { twoStepRequiredForOwnerAndFinance: true } });
    expect((await call<StaffPolicy>(owner, 'GET', apiPaths.adminStaffPolicy)).body).toEqual({
      twoStepRequiredForOwnerAndFinance: true,
    });
    // The policy is a table write, recorded like any other (decision 022).
    const records = await call<AdminPage<AuditRecord>>(
      owner,
      'GET',
      `${apiPaths.adminAudit}?kind=staff-policy`,
    );
    expect(records.body.items).toHaveLength(1);
    expect(records.body.items[0]).toMatchObject({
      actor: { email: testAdmin.email },
      route: `PUT ${apiPaths.adminStaffPolicy}`,
      changes: expect.arrayContaining([
        { field: 'twoStepRequiredForOwnerAndFinance', after: true },
      ]) as unknown,
    });
    expect(
      (
        await call(owner, 'PUT', apiPaths.adminStaffPolicy, {
          twoStepRequiredForOwnerAndFinance: 'yes',
        })
      ).status,
    ).toBe(400);
  });
  it('then refuses owner and finance without two-step on every admin route but the report', async () => {
    const invite = async (role: string) => {
      const email = newStaffEmail(role);
      expect(
        (await call(owner, 'POST', apiPaths.adminStaff, { email, roles: [role] })).status,
      ).toBe(201);
      const token = await firstSignIn(
        pool,
        email,
        await temporaryPasswordIn(stack.outboxDir, email),
      );
      return { email, token };
    };
    const finance = await invite('finance');
    const content = await invite('content');
    const required = { status: 403, body: { error: staffMessages.twoStepRequired } };

    expect(await call(finance.token, 'GET', apiPaths.adminPayments)).toEqual(required);
    expect(await call(finance.token, 'GET', apiPaths.adminDashboard)).toEqual(required);
    // Reporting two-step is how they comply, so it is never refused.
    expect((await call(finance.token, 'POST', apiPaths.adminOwnTwoStep)).status).toBe(200);
    // The rule is for owner and finance; an owner with two-step is let through.
    expect((await call(content.token, 'GET', apiPaths.adminBlog)).status).toBe(200);
    expect((await call(owner, 'GET', apiPaths.adminStaff)).status).toBe(200);

    // Once they turn it on, the server lets them in (it asks Cognito again within seconds).
    await turnOnTwoStep(pool, finance.email, newPassword);
    await expect
      .poll(async () => (await call(finance.token, 'GET', apiPaths.adminPayments)).status, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(200);

    expect(
      await call(owner, 'PUT', apiPaths.adminStaffPolicy, {
        twoStepRequiredForOwnerAndFinance: false,
      }),
    ).toEqual({ status: 200, body: { twoStepRequiredForOwnerAndFinance: false } });
  });
});

/** The temporary password of the invitation mailed to `email` in that stack's outbox. */
async function temporaryPasswordIn(outboxDir: string, email: string): Promise<string> {
  for (const file of await readdir(outboxDir)) {
    const mail = parseMail(file, await readFile(join(outboxDir, file), 'utf8'));
    const password = mail.headers.to?.includes(email)
      ? /Temporary password: (\S+)/.exec(mail.text)?.[1]
      : undefined;
    if (password) return password;
  }
  throw new Error(`No invitation to ${email} in ${outboxDir}`);
}
