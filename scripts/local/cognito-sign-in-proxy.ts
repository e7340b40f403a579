import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PostAuthenticationTriggerEvent, PreAuthenticationTriggerEvent } from 'aws-lambda';
import type { AuditActor } from '#shared/admin/audit';
import { staffMemberOf, staffSignInFailed } from '#lambdas/site/staff-sign-ins';
import type { RunningService } from './child-process';
import { httpUrl } from './listen-host';

// Stands in front of cognito-local for the admin pool's pre- and post-authentication triggers,
// which cognito-local 5 cannot run (it has post-authentication only, and no trigger sees a
// failure; decision 023). It also does what cognito-local leaves out of disabling someone (the
// Team section, docs/admin.md): Cognito refuses a disabled user's sign-in and token refresh, and
// ends their sessions on AdminUserGlobalSignOut, which cognito-local does not know. Every request is passed on as it came; around a password sign-in and
// its challenge answers it calls the cloud trigger's own handler with the same events, and on
// Cognito's refusal the function the cloud's sweep settles an attempt with.

/** The cloud trigger's handler (lambdas/site/handlers/staff-sign-in-events.ts). */
export type StaffSignInTrigger = (
  event: PreAuthenticationTriggerEvent | PostAuthenticationTriggerEvent,
) => Promise<unknown>;

export interface CognitoSignInProxyOptions {
  host: string;
  port: number;
  /** cognito-local's own address, on loopback. */
  upstream: string;
  /** A client of cognito-local, to look the person up as Cognito does before its triggers. */
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  triggers: StaffSignInTrigger;
}

const target = 'AWSCognitoIdentityProviderService.';
const passwordFlows = new Set(['USER_PASSWORD_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'USER_SRP_AUTH']);
/**
 * Cognito's answers to a wrong password (cognito-local's is InvalidPasswordException, where
 * Cognito's is NotAuthorizedException) and to a wrong second-step code. Answering a new-password
 * challenge, InvalidPasswordException means the new one breaks the policy: no refusal.
 */
const refusals = {
  starts: new Set(['NotAuthorizedException', 'InvalidPasswordException']),
  answers: new Set(['NotAuthorizedException', 'CodeMismatchException']),
};

interface Passed {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export async function startCognitoSignInProxy(
  options: CognitoSignInProxyOptions,
): Promise<RunningService> {
  const upstream = new URL(options.upstream);

  const pass = (incoming: IncomingMessage, body: Buffer): Promise<Passed> =>
    new Promise((resolve, reject) => {
      // The body is read whole, so it goes on with its length rather than in chunks.
      const headers = { ...incoming.headers, host: upstream.host, 'content-length': body.length };
      delete headers['transfer-encoding'];
      const outgoing = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  /** The person as Cognito's triggers see them; undefined for a name nobody holds. */
  const personNamed = async (
    username: string,
  ): Promise<
    { userName: string; attributes: Record<string, string>; enabled: boolean } | undefined
  > => {
    try {
      const user = await options.client.send(
        new AdminGetUserCommand({ UserPoolId: options.userPoolId, Username: username }),
      );
      const attributes = Object.fromEntries(
        (user.UserAttributes ?? []).map((attribute) => [attribute.Name!, attribute.Value ?? '']),
      );
      return { userName: user.Username ?? username, attributes, enabled: user.Enabled !== false };
    } catch {
      return undefined;
    }
  };

  const common = (userName: string, clientId: string) => ({
    version: '1',
    region: process.env.AWS_REGION ?? 'local',
    userPoolId: options.userPoolId,
    userName,
    callerContext: { awsSdkVersion: 'cognito-local', clientId },
  });

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const body = await readBody(incoming);
    const operation = String(incoming.headers['x-amz-target'] ?? '').replace(target, '');
    if (operation === 'AdminUserGlobalSignOut') return signOutEverywhere(body, outgoing);
    const signIn = signInOf(operation, body);
    const person = signIn && (await personNamed(signIn.username));
    // As Cognito: a disabled user is refused before any trigger runs, so nothing is recorded.
    if (person && !person.enabled) return answerDisabled(outgoing);
    let staff: AuditActor | undefined;
    if (signIn && person) {
      staff = staffMemberOf(person.attributes);
      if (signIn.starts) {
        const failure = await run(() =>
          options.triggers({
            ...common(person.userName, signIn.clientId),
            triggerSource: 'PreAuthentication_Authentication',
            request: { userAttributes: person.attributes, validationData: {}, userNotFound: false },
            response: {},
          }),
        );
        if (failure) return answerTriggerFailure(outgoing, 'PreAuthentication', failure);
      }
    }
    const passed = await pass(incoming, body);
    if (!signIn && (await refreshOfDisabledUser(operation, body, passed))) {
      return answerDisabled(outgoing);
    }
    if (signIn && person && staff) {
      const answer = parseJson(passed.body);
      if (passed.status === 200 && answer?.AuthenticationResult) {
        const failure = await run(() =>
          options.triggers({
            ...common(person.userName, signIn.clientId),
            triggerSource: 'PostAuthentication_Authentication',
            request: { userAttributes: person.attributes, newDeviceUsed: false },
            response: {},
          }),
        );
        if (failure) return answerTriggerFailure(outgoing, 'PostAuthentication', failure);
      } else if (
        passed.status >= 400 &&
        refusals[signIn.starts ? 'starts' : 'answers'].has(errorTypeOf(answer))
      ) {
        await staffSignInFailed(staff);
      }
    }
    const headers = { ...passed.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    outgoing.writeHead(passed.status, { ...headers, 'content-length': passed.body.length });
    outgoing.end(passed.body);
  };

  /**
   * A token refresh carries no name, so the person is read from the tokens cognito-local
   * answered; a disabled person's refresh is refused as Cognito refuses it.
   */
  const refreshOfDisabledUser = async (
    operation: string,
    body: Buffer,
    passed: Passed,
  ): Promise<boolean> => {
    if (operation !== 'InitiateAuth' && operation !== 'AdminInitiateAuth') return false;
    if (parseJson(body)?.AuthFlow !== 'REFRESH_TOKEN_AUTH' || passed.status !== 200) return false;
    const idToken = (parseJson(passed.body)?.AuthenticationResult as { IdToken?: string })?.IdToken;
    const sub = idToken ? subOf(idToken) : undefined;
    const person = sub ? await personNamed(sub) : undefined;
    return person?.enabled === false;
  };

  /**
   * cognito-local has no AdminUserGlobalSignOut. Here it ends nothing by itself: a disabled
   * person's refreshes are refused above, which is what the Team section's disable needs of it.
   */
  const signOutEverywhere = async (body: Buffer, outgoing: ServerResponse) => {
    const username = parseJson(body)?.Username;
    const person = typeof username === 'string' ? await personNamed(username) : undefined;
    const answer = person
      ? { status: 200, body: {} }
      : { status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } };
    outgoing.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' });
    outgoing.end(JSON.stringify(answer.body));
  };

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error('The Cognito sign-in stand-in failed:', error);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    name: 'cognito sign-in events',
    url: httpUrl(options.host, (server.address() as AddressInfo).port),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface SignInCall {
  username: string;
  clientId: string;
  /** True for the call that starts a sign-in (Cognito's pre-authentication moment). */
  starts: boolean;
}

/** The sign-in a Cognito call is part of: a password flow's start or a challenge's answer. */
export function signInOf(operation: string, body: Buffer): SignInCall | undefined {
  const call = parseJson(body);
  if (!call) return undefined;
  const clientId = typeof call.ClientId === 'string' ? call.ClientId : '';
  if (operation === 'InitiateAuth' || operation === 'AdminInitiateAuth') {
    const username = (call.AuthParameters as Record<string, unknown> | undefined)?.USERNAME;
    if (!passwordFlows.has(String(call.AuthFlow)) || typeof username !== 'string') return undefined;
    return { username, clientId, starts: true };
  }
  if (operation === 'RespondToAuthChallenge' || operation === 'AdminRespondToAuthChallenge') {
    const username = (call.ChallengeResponses as Record<string, unknown> | undefined)?.USERNAME;
    return typeof username === 'string' ? { username, clientId, starts: false } : undefined;
  }
  return undefined;
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `NotAuthorizedException` from `{"__type": "…#NotAuthorizedException"}` or `{"code": …}`. */
function errorTypeOf(answer: Record<string, unknown> | undefined): string {
  const type = String(answer?.__type ?? answer?.code ?? '');
  return type.slice(type.lastIndexOf('#') + 1);
}

async function run(trigger: () => Promise<unknown>): Promise<Error | undefined> {
  try {
    await trigger();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The `sub` of a JWT's payload (cognito-local's own token, read, not checked). */
function subOf(token: string): string | undefined {
  const payload = parseJson(Buffer.from(token.split('.')[1] ?? '', 'base64url'));
  return typeof payload?.sub === 'string' ? payload.sub : undefined;
}

/** As Cognito answers a disabled user's sign-in or refresh. */
function answerDisabled(outgoing: ServerResponse): void {
  outgoing.writeHead(400, {
    'content-type': 'application/x-amz-json-1.1',
    'access-control-allow-origin': '*',
  });
  outgoing.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'User is disabled.' }));
}

/** As Cognito answers when a trigger fails: the sign-in fails with the trigger's message. */
function answerTriggerFailure(outgoing: ServerResponse, trigger: string, error: Error): void {
  console.error(`The ${trigger} trigger failed:`, error);
  const body = JSON.stringify({
    __type: 'UserLambdaValidationException',
    message: `${trigger} failed with error ${error.message}.`,
  });
  outgoing.writeHead(400, {
    'content-type': 'application/x-amz-json-1.1',
    'access-control-allow-origin': '*',
  });
  outgoing.end(body);
}

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}
