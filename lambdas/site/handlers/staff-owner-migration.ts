import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { logger, logInvocation } from '#lambdas/lib/logger';
import { traced } from '#lambdas/lib/tracer';
import { migrateAdminsToOwners } from '../staff-owner-migration';

// The admin pool's custom resource (infra/constructs/auth.ts): at every deploy, every member of
// the legacy group `admin` becomes an owner (decision 021), as `npm start` does locally.

const cognito = traced(new CognitoIdentityProviderClient({ region: process.env.AWS_REGION }));

export async function handler(event: CloudFormationCustomResourceEvent, context?: Context) {
  logInvocation(context);
  const physicalResourceId = 'staff-owner-migration';
  // Removing the resource takes nobody out of `owner`.
  if (event.RequestType === 'Delete') return { PhysicalResourceId: physicalResourceId };
  const userPoolId = String(event.ResourceProperties.UserPoolId ?? '');
  if (!userPoolId) throw new Error('The custom resource names no UserPoolId');
  const members = await migrateAdminsToOwners(cognito, userPoolId);
  logger.info('Members of admin are owners', { members });
  return { PhysicalResourceId: physicalResourceId, Data: { Members: members } };
}
