import * as z from 'zod';
import type { LearnerIdentityContext } from './context';
import { assertClient, assertUserPool } from './pool';
import { parseInput } from './protocol';

// DescribeUserPoolClient: how the API reads the learner client's secret, as it does in the cloud.

const describeUserPoolClientInput = z.object({ UserPoolId: z.string(), ClientId: z.string() });

export async function describeUserPoolClient(context: LearnerIdentityContext, body: unknown) {
  const input = parseInput(describeUserPoolClientInput, body);
  assertUserPool(context.pool, input.UserPoolId);
  assertClient(context.pool, input.ClientId);
  return {
    UserPoolClient: {
      UserPoolId: context.pool.userPoolId,
      ClientId: context.pool.clientId,
      ClientName: 'learners',
      ClientSecret: context.pool.clientSecret,
      ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    },
  };
}
