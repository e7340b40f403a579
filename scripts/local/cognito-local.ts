import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ensureStaffGroups } from '../admin/staff-groups';
import { migrateAdminsToOwners } from '#lambdas/site/staff-owner-migration';
import { stopProcess, waitUntilReady, type RunningService } from './child-process';
import { startCognitoSignInProxy, type StaffSignInTrigger } from './cognito-sign-in-proxy';
import { httpUrl, loopback } from './listen-host';
import { freePort } from './throwaway-settings';

const poolName = 'techsite-local';
const clientName = 'techsite-web';
export const adminGroup = 'admin';

export interface CognitoLocal extends RunningService {
  userPoolId: string;
  clientId: string;
  issuer: string;
  /** cognito-local's output, where it prints ForgotPassword codes. */
  logFile: string;
  client: CognitoIdentityProviderClient;
}

/**
 * cognito-local with our user pool, web client, the staff groups and a seeded owner. With
 * `triggers`, cognito-local listens on a loopback port of its own and a stand-in for the pool's
 * sign-in triggers takes `port` in front of it (scripts/local/cognito-sign-in-proxy.ts).
 */
export async function startCognitoLocal(options: {
  /** The address to listen on (HOST; loopback by default); the browser's admin sign-in calls it. */
  host?: string;
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** The admin pool's pre- and post-authentication triggers (decision 023). */
  triggers?: StaffSignInTrigger;
}): Promise<CognitoLocal> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? loopback;
  const url = httpUrl(host, options.port);
  // Behind the stand-in, only this process reaches cognito-local itself.
  const upstreamPort = options.triggers ? await freePort() : options.port;
  const upstreamHost = options.triggers ? loopback : host;
  const upstream = httpUrl(upstreamHost, upstreamPort);
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: url } }, null, 2),
  );
  const logFile = join(dataDir, 'cognito-local.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const entry = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(upstreamPort), HOST: upstreamHost },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const client = new CognitoIdentityProviderClient({
    endpoint: upstream,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let proxy: RunningService | undefined;
  const stop = async () => {
    await proxy?.stop();
    client.destroy();
    await stopProcess(child);
    log.end();
  };
  try {
    await waitUntilReady(
      'cognito-local',
      async () => {
        await client.send(new ListUserPoolsCommand({ MaxResults: 1 }));
        return true;
      },
      { child },
    );
    const { userPoolId, clientId } = await provision(client, options.admin);
    if (options.triggers) {
      proxy = await startCognitoSignInProxy({
        host,
        port: options.port,
        upstream,
        client,
        userPoolId,
        triggers: options.triggers,
      });
    }
    return {
      name: 'cognito-local',
      url,
      userPoolId,
      clientId,
      issuer: `${url}/${userPoolId}`,
      logFile,
      client,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Idempotent: a second start finds the pool, client, group and admin made by the first.
async function provision(
  client: CognitoIdentityProviderClient,
  admin: { email: string; password: string },
) {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        // As the cloud pool (infra/constructs/auth.ts): each admin may turn on an authenticator.
        MfaConfiguration: 'OPTIONAL',
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }

  const clients = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: clientName,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }

  // The admin group and the staff role groups (decision 021); the members of `admin` become
  // owners at every start.
  await ensureStaffGroups(client, userPoolId);
  await ensureUser(client, userPoolId, admin);
  await client.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: admin.email,
      GroupName: adminGroup,
    }),
  );
  await migrateAdminsToOwners(client, userPoolId);
  return { userPoolId, clientId };
}

/** Creates the user, or resets the password to the configured one; confirmed, e-mail verified. */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string },
): Promise<void> {
  const exists = await client
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }))
    .then(() => true)
    .catch((error: Error) => {
      if (error instanceof UserNotFoundException || error.name === 'UserNotFoundException') {
        return false;
      }
      throw error;
    });
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
}
