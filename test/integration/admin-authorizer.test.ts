import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it, inject } from 'vitest';
import { testAdmin } from '../support/local-stack-settings';
import { createStaffUser, idTokenOf } from '../support/admin-session';
import { api } from '../support/api';

// The local adapter must refuse /api/admin/* exactly where API Gateway's JWT authorizer would.

async function signIn(): Promise<{ idToken: string; accessToken: string }> {
  const { endpoint, clientId } = inject('cognito');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: testAdmin.email, PASSWORD: testAdmin.password },
    }),
  );
  client.destroy();
  return {
    idToken: AuthenticationResult!.IdToken!,
    accessToken: AuthenticationResult!.AccessToken!,
  };
}

describe('the local JWT authorizer on /api/admin/*', () => {
  it('answers 401 without a token', async () => {
    expect(await api('/api/admin/dashboard')).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    });
  });

  it('answers 401 for a token that is not signed by the pool', async () => {
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'x' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: 'x', 'cognito:groups': ['admin'] })).toString('base64url'),
      'c2lnbmF0dXJl',
    ].join('.');
    const { status } = await api('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(status).toBe(401);
  });

  it('lets the seeded admin through with an ID or access token', async () => {
    const { idToken, accessToken } = await signIn();
    for (const token of [idToken, accessToken]) {
      const { status } = await api('/api/admin/no-such-route', {
        headers: { authorization: `Bearer ${token}` },
      });
      // Past the authorizer, the route itself does not exist (no admin route has this path).
      expect(status).toBe(404);
    }
  });
});

describe('a Cognito group whose name only looks like admin', () => {
  it('answers 403 to a member of a group named "admin" with its quotes', async () => {
    const { endpoint, userPoolId } = inject('cognito');
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { Groups = [] } = await client.send(
      new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }),
    );
    if (!Groups.some((group) => group.GroupName === '"admin"')) {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: '"admin"' }));
    }
    client.destroy();
    const quoted = await createStaffUser(['"admin"']);

    const { status, body } = await api('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${await idTokenOf(quoted.email, quoted.password)}` },
    });

    expect(status).toBe(403);
    expect(body).toEqual({ error: 'You do not have permission to do this.' });
  });
});
