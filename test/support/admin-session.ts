import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, inject } from 'vitest';
import type { AdminPage } from '#shared/admin/lists';
import { api } from './api';
import { testAdmin } from './local-stack-settings';

// Cognito tokens for the admin API tests (docs/admin.md): the seeded admin, and a signed-in user of
// the same pool who is in no group. Tokens come from cognito-local over its real API.

function cognitoClient(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: inject('cognito').endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export async function idTokenOf(email: string, password: string): Promise<string> {
  const cognito = cognitoClient();
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: inject('cognito').clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/**
 * Creates a confirmed user (in no group unless given) and answers its e-mail and password. With
 * `temporaryPassword`, the user is made as the AWS console and `admin-create-user` make one: the
 * password opens the first sign-in only, which then asks for a new one.
 */
export async function createStaffUser(
  groups: string[] = [],
  options: { temporaryPassword?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const email = `staff.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = options.temporaryPassword ? 'Temp#Welcome2026' : 'Staff#Member2026';
  const { userPoolId } = inject('cognito');
  const cognito = cognitoClient();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        ...(options.temporaryPassword ? { TemporaryPassword: password } : {}),
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    if (!options.temporaryPassword) {
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
    }
    for (const group of groups) {
      await cognito.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: email,
          GroupName: group,
        }),
      );
    }
  } finally {
    cognito.destroy();
  }
  return { email, password };
}

export const adminToken = () => idTokenOf(testAdmin.email, testAdmin.password);

export async function staffToken(): Promise<string> {
  const staff = await createStaffUser();
  return idTokenOf(staff.email, staff.password);
}

/** An API call with the given bearer token (none when undefined); JSON in and out. */
export function callWithToken<T = unknown>(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return api<T>(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

let cachedAdminToken: Promise<string> | undefined;

/** An admin API call as the seeded admin (token fetched once per test file). */
export function asAdmin<T = unknown>(method: string, path: string, body?: unknown) {
  cachedAdminToken ??= adminToken();
  return cachedAdminToken.then((token) => callWithToken<T>(token, method, path, body));
}

/** Every page of an admin list from `startCursor` on, following nextCursor. */
export async function everyPage<T>(path: string, startCursor?: string): Promise<T[]> {
  const items: T[] = [];
  let cursor = startCursor;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const url = cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path;
    const { status, body } = await asAdmin<AdminPage<T>>('GET', url);
    expect(status).toBe(200);
    items.push(...body.items);
    cursor = body.nextCursor;
  } while (cursor);
  return items;
}
