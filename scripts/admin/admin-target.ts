import {
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { join, resolve } from 'node:path';
import { startCognitoLocal } from '../local/cognito-local';
import { httpUrl, siteUrl } from '../local/listen-host';
import type { LocalSettings } from '../local/settings';

// Where `npm run admin:create` makes the admin: the deployed user pool (with a pool id, default
// AWS credentials), or the local stack's cognito-local, found as the stack finds it.

/** The pool scripts/local/cognito-local.ts provisions. */
export const localPoolName = 'techsite-local';

export interface TargetOptions {
  userPoolId?: string;
  region?: string;
  endpoint?: string;
  siteUrl?: string;
}

export interface ConnectedTarget {
  kind: 'cloud' | 'local';
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /** Where the admin signs in, when known. */
  loginUrl?: string;
  /** Where ForgotPassword codes appear locally (cognito-local prints them). */
  codeLog?: string;
  close(): Promise<void>;
}

const loginUrlOf = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/admin/login`;

/** A pool id reads `<region>_<id>`, so the region can come from it. */
export function regionOfPoolId(userPoolId: string): string | undefined {
  return /^([a-z]{2}(?:-[a-z]+)+-\d)_[A-Za-z0-9]+$/.exec(userPoolId)?.[1];
}

export async function connectCloud(options: TargetOptions & { userPoolId: string }) {
  const region = options.region ?? process.env.AWS_REGION ?? regionOfPoolId(options.userPoolId);
  if (!region) throw new Error('Pass --region: the user pool id does not name one.');
  const client = new CognitoIdentityProviderClient({ region });
  const siteUrl = options.siteUrl ?? process.env.SITE_URL;
  return {
    kind: 'cloud' as const,
    client,
    userPoolId: options.userPoolId,
    ...(siteUrl ? { loginUrl: loginUrlOf(siteUrl) } : {}),
    close: async () => client.destroy(),
  } satisfies ConnectedTarget;
}

const localClient = (endpoint: string) =>
  new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

async function answers(client: CognitoIdentityProviderClient): Promise<boolean> {
  try {
    await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    return true;
  } catch (error) {
    // Nothing listening: the local stack is stopped.
    if ((error as { code?: string }).code === 'ECONNREFUSED') return false;
    throw error;
  }
}

async function localPoolId(client: CognitoIdentityProviderClient): Promise<string> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const id = pools.UserPools?.find((pool) => pool.Name === localPoolName)?.Id;
  if (!id) throw new Error(`cognito-local has no user pool named ${localPoolName}.`);
  return id;
}

/**
 * cognito-local as the local stack runs it. When it is not running (the stack is stopped), it is
 * started on the stack's own port and data folder for the moment it takes, so the admin is there
 * at the next `npm start`. An explicit --endpoint is used as it is, never started.
 */
export async function connectLocal(
  options: TargetOptions,
  settings: LocalSettings,
): Promise<ConnectedTarget> {
  const endpoint = options.endpoint ?? httpUrl(settings.HOST, settings.COGNITO_PORT);
  const dataDir = resolve(settings.LOCAL_DATA_DIR, 'cognito');
  const loginUrl = loginUrlOf(options.siteUrl ?? siteUrl(settings.HOST, settings.PORT));
  const codeLog = join(dataDir, 'cognito-local.log');
  const client = localClient(endpoint);
  if (await answers(client)) {
    return {
      kind: 'local',
      client,
      userPoolId: options.userPoolId ?? (await localPoolId(client)),
      loginUrl,
      ...(options.endpoint ? {} : { codeLog }),
      close: async () => client.destroy(),
    };
  }
  client.destroy();
  if (options.endpoint)
    throw new Error(`Nothing answers at ${endpoint}. Is cognito-local running?`);
  const started = await startCognitoLocal({
    host: settings.HOST,
    port: settings.COGNITO_PORT,
    dataDir,
    admin: { email: settings.LOCAL_ADMIN_EMAIL, password: settings.LOCAL_ADMIN_PASSWORD },
  });
  return {
    kind: 'local',
    client: started.client,
    userPoolId: started.userPoolId,
    loginUrl,
    codeLog,
    close: () => started.stop(),
  };
}
