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
}

export function learnerPoolAt(url: string): LearnerPool {
  return {
    region: learnerRegion,
    userPoolId: learnerUserPoolId,
    clientId: learnerClientId,
    issuer: `${url}/${learnerUserPoolId}`,
  };
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
