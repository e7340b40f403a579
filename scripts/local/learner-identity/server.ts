import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningService } from '../child-process';
import { adminInitiateAuth, adminRespondToAuthChallenge } from './auth-operations';
import type { LearnerIdentityContext, RequestCaller } from './context';
import { learnerPoolAt } from './pool';
import {
  awsSdkVersionOf,
  CognitoError,
  operationOf,
  readJsonBody,
  sendError,
  sendResult,
} from './protocol';
import { AuthSessions } from './sessions';
import { TokenIssuer } from './tokens';
import type { ChallengeTrigger } from './trigger-events';
import { adminCreateUser, adminGetUser } from './user-operations';
import { describeUserPoolClient } from './client-operations';
import { UserDirectory } from './users';

export type { ChallengeTrigger, CognitoChallengeEvent } from './trigger-events';

// Stands in for the learners' Cognito user pool, whose sign-in is Cognito's custom
// authentication with our own challenge triggers, which cognito-local cannot run. It speaks the
// part of Cognito's API our server calls, for the real AWS SDK pointed at it with `endpoint`, and
// serves the pool's keys at `${issuer}/.well-known/jwks.json`.

type Operation = (
  context: LearnerIdentityContext,
  body: unknown,
  caller: RequestCaller,
) => Promise<unknown>;

const operations = new Map<string, Operation>([
  ['AdminCreateUser', adminCreateUser],
  ['AdminGetUser', adminGetUser],
  ['AdminInitiateAuth', adminInitiateAuth],
  ['AdminRespondToAuthChallenge', adminRespondToAuthChallenge],
  ['DescribeUserPoolClient', describeUserPoolClient],
]);

export interface LearnerIdentityOptions {
  /** 0 for any free port. */
  port: number;
  /** One function for all three challenge triggers, as one Lambda wired to all three. */
  triggers: ChallengeTrigger;
  /** Keeps users across restarts; in memory when absent. */
  usersFile?: string;
  /** How long a Session string can answer its challenge (the client's AuthSessionValidity). */
  sessionMinutes?: number;
  now?: () => Date;
}

export interface LearnerIdentity extends RunningService {
  userPoolId: string;
  clientId: string;
  issuer: string;
}

export async function startLearnerIdentity(
  options: LearnerIdentityOptions,
): Promise<LearnerIdentity> {
  const now = options.now ?? (() => new Date());
  const users = new UserDirectory(options.usersFile);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pool = learnerPoolAt(url);
  const context: LearnerIdentityContext = {
    pool,
    users,
    sessions: new AuthSessions((options.sessionMinutes ?? 3) * 60_000, now),
    tokens: new TokenIssuer(pool, now),
    trigger: options.triggers,
    now,
  };
  server.on('request', (request, response) => void answer(context, request, response));

  return {
    name: 'learner-identity',
    url,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    issuer: pool.issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps its connections alive; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}

async function answer(
  context: LearnerIdentityContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  try {
    const path = new URL(request.url ?? '/', 'http://learner-identity').pathname;
    if (request.method === 'GET' && path === `/${context.pool.userPoolId}/.well-known/jwks.json`) {
      return sendJson(response, 200, context.tokens.jwks);
    }
    if (request.method !== 'POST' || path !== '/') {
      return sendJson(response, 404, { message: 'Not found' });
    }
    // Read whole even when refused, so the kept-alive connection stays usable.
    const body = await readJsonBody(request);
    const name = operationOf(request);
    const operation = name === undefined ? undefined : operations.get(name);
    if (!operation) {
      throw new CognitoError(
        'UnsupportedOperationException',
        `The learner identity stand-in does not answer ${name ?? 'requests without X-Amz-Target'}; ` +
          `it answers ${[...operations.keys()].join(', ')}.`,
      );
    }
    sendResult(
      response,
      await operation(context, body, { awsSdkVersion: awsSdkVersionOf(request) }),
    );
  } catch (error) {
    if (error instanceof CognitoError) return sendError(response, error);
    console.error('The learner identity stand-in failed a request', error);
    sendError(response, new CognitoError('InternalErrorException', 'Internal error', 500));
  }
}

/** Plain JSON, for what is not Cognito's API: the pool's keys and the 404. */
function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
