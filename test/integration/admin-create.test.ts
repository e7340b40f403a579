import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startCognitoLocal } from '#scripts/local/cognito-local';
import { createStaffUser } from '../support/admin-session';
import { freePort } from '../support/ports';

// Per docs/admin.md: `npm run admin:create -- <email>` makes an admin who can sign in, run for real as a
// child process against cognito-local, then checked by signing in as the user.

const commandTimeoutMs = 60_000;

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

function adminCreate(args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin:create', '--', ...args],
      {
        env: { ...process.env, ...env },
        timeout: commandTimeoutMs,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const testStackCognito = () => ['--endpoint', inject('cognito').endpoint];

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const printedPassword = (stdout: string) => /Password\s+(\S+)/.exec(stdout)?.[1];

function cognitoAt(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Signs in with USER_PASSWORD_AUTH and answers the ID token's `cognito:groups`. */
async function groupsAfterSignIn(
  connection: { endpoint: string; clientId: string },
  email: string,
  password: string,
): Promise<string[]> {
  const cognito = cognitoAt(connection.endpoint);
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: connection.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const payload = AuthenticationResult!.IdToken!.split('.')[1]!;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      'cognito:groups'?: string[];
    };
    return claims['cognito:groups'] ?? [];
  } finally {
    cognito.destroy();
  }
}

describe('npm run admin:create against a running cognito-local', () => {
  it(
    'creates an admin with a random strong password and prints how to sign in',
    async () => {
      const email = uniqueEmail('new.admin');

      const result = await adminCreate([email, ...testStackCognito()]);

      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('/admin/login');
      expect(result.stdout).toContain(email);
      expect(result.stdout).toContain('Forgot your password?');
      const password = printedPassword(result.stdout)!;
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{20}$/);
      expect(await groupsAfterSignIn(inject('cognito'), email, password)).toContain('owner');
    },
    commandTimeoutMs,
  );

  it(
    'uses the password given with --password',
    async () => {
      const email = uniqueEmail('chosen.password');
      const password = 'Chosen#Password2026';

      const result = await adminCreate([email, '--password', password, ...testStackCognito()]);

      expect(result.code, result.stderr).toBe(0);
      expect(printedPassword(result.stdout)).toBe(password);
      expect(await groupsAfterSignIn(inject('cognito'), email, password)).toContain('owner');
    },
    commandTimeoutMs,
  );

  it(
    'with --temporary, makes the first sign-in ask for a new password',
    async () => {
      const email = uniqueEmail('temporary.password');

      const result = await adminCreate([email, '--temporary', ...testStackCognito()]);

      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('temporary: at the first sign-in they choose their own');
      const cognito = cognitoAt(inject('cognito').endpoint);
      try {
        const answer = await cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: inject('cognito').clientId,
            AuthParameters: { USERNAME: email, PASSWORD: printedPassword(result.stdout)! },
          }),
        );
        expect(answer.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
        expect(answer.AuthenticationResult).toBeUndefined();
      } finally {
        cognito.destroy();
      }
    },
    commandTimeoutMs,
  );

  it(
    'adds an existing user to the owner group and leaves their password as it is',
    async () => {
      const staff = await createStaffUser();
      expect(await groupsAfterSignIn(inject('cognito'), staff.email, staff.password)).toEqual([]);

      const result = await adminCreate([staff.email, ...testStackCognito()]);

      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('unchanged');
      expect(await groupsAfterSignIn(inject('cognito'), staff.email, staff.password)).toContain(
        'owner',
      );
    },
    commandTimeoutMs,
  );

  it(
    'with --role, puts the user in exactly those role groups, and refuses a role that does not exist',
    async () => {
      const email = uniqueEmail('two.roles');

      const result = await adminCreate([email, '--role', 'finance,sales', ...testStackCognito()]);

      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('roles: finance, sales');
      const groups = await groupsAfterSignIn(
        inject('cognito'),
        email,
        printedPassword(result.stdout)!,
      );
      expect([...groups].sort()).toEqual(['finance', 'sales']);

      const refused = await adminCreate([
        uniqueEmail('no.role'),
        '--role',
        'editor',
        ...testStackCognito(),
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Unknown role editor');
    },
    commandTimeoutMs,
  );

  it(
    'refuses a password the user pool’s policy would refuse, and creates nobody',
    async () => {
      const email = uniqueEmail('weak.password');

      const result = await adminCreate([email, '--password', 'password', ...testStackCognito()]);

      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The password needs at least 12 characters');
      const cognito = cognitoAt(inject('cognito').endpoint);
      try {
        await expect(
          cognito.send(
            new AdminGetUserCommand({ UserPoolId: inject('cognito').userPoolId, Username: email }),
          ),
        ).rejects.toMatchObject({ name: 'UserNotFoundException' });
      } finally {
        cognito.destroy();
      }
    },
    commandTimeoutMs,
  );

  it(
    'refuses anything but one e-mail address',
    async () => {
      const result = await adminCreate(['not-an-email', ...testStackCognito()]);

      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Give exactly one e-mail address.');
    },
    commandTimeoutMs,
  );
});

describe('npm run admin:create while the local stack is stopped', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'techsite-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'starts cognito-local on the stack’s own data for the moment, so the admin is there at the next start',
    async () => {
      const port = await freePort();
      const email = uniqueEmail('offline.admin');
      const settings = { LOCAL_DATA_DIR: dataDir, COGNITO_PORT: String(port) };

      const result = await adminCreate([email], settings);

      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(join(dataDir, 'cognito', 'cognito-local.log'));
      const password = printedPassword(result.stdout)!;
      // What `npm start` does next with the same settings.
      const cognito = await startCognitoLocal({
        port,
        dataDir: join(dataDir, 'cognito'),
        admin: { email: 'admin@nexoratech.in', password: 'Local#Admin2026' },
      });
      try {
        const groups = await groupsAfterSignIn(
          { endpoint: cognito.url, clientId: cognito.clientId },
          email,
          password,
        );
        expect(groups).toContain('owner');
      } finally {
        await cognito.stop();
      }
    },
    commandTimeoutMs,
  );
});
