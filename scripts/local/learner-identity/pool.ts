import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CognitoError } from './protocol';

// The one learner pool and its one app client the stand-in serves. Cognito answers a request
// for any other pool or client with ResourceNotFoundException, and so does this.

export const learnerRegion = 'ap-south-1';
export const learnerUserPoolId = `${learnerRegion}_learners`;
export const learnerClientId = 'techsite-learners';

export interface LearnerPool {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Where the tokens say they come from, and where their keys are: `${url}/${userPoolId}`. */
  issuer: string;
  /**
   * The client's secret (decision 014): only the API, which reads it with
   * DescribeUserPoolClient, can start or answer a sign-in. New at each start.
   */
  clientSecret: string;
}

export function learnerPoolAt(url: string): LearnerPool {
  return {
    region: learnerRegion,
    userPoolId: learnerUserPoolId,
    clientId: learnerClientId,
    issuer: `${url}/${learnerUserPoolId}`,
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/** Cognito's SECRET_HASH: Base64(HMAC-SHA256(client secret, user name + client id)). */
export function secretHashOf(pool: LearnerPool, username: string): string {
  return createHmac('sha256', pool.clientSecret)
    .update(username + pool.clientId)
    .digest('base64');
}

/** As Cognito refuses a call of a client with a secret that does not prove it knows it. */
export function assertSecretHash(
  pool: LearnerPool,
  username: string,
  given: string | undefined,
): void {
  const expected = Buffer.from(secretHashOf(pool, username));
  const actual = Buffer.from(given ?? '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new CognitoError(
      'NotAuthorizedException',
      `Unable to verify secret hash for client ${pool.clientId}`,
    );
  }
}

export function assertUserPool(pool: LearnerPool, userPoolId: string): void {
  if (userPoolId !== pool.userPoolId) {
    throw new CognitoError('ResourceNotFoundException', `User pool ${userPoolId} does not exist.`);
  }
}

export function assertClient(pool: LearnerPool, clientId: string): void {
  if (clientId !== pool.clientId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}
