import * as z from 'zod';
import type { LearnerIdentityContext } from './context';
import { assertUserPool } from './pool';
import { CognitoError, epochSeconds, parseInput } from './protocol';
import { attributeList, type LearnerUser } from './users';

// AdminCreateUser and AdminGetUser, in the shapes Cognito answers them.

const adminCreateUserInput = z.object({
  UserPoolId: z.string(),
  Username: z.string().min(1),
  UserAttributes: z.array(z.object({ Name: z.string().min(1), Value: z.string() })).optional(),
  MessageAction: z.string().optional(),
});

const adminGetUserInput = z.object({ UserPoolId: z.string(), Username: z.string().min(1) });

export async function adminCreateUser(context: LearnerIdentityContext, body: unknown) {
  const input = parseInput(adminCreateUserInput, body);
  assertUserPool(context.pool, input.UserPoolId);
  // Without SUPPRESS the cloud would mail the learner an invitation with a temporary password,
  // which a pool that signs in with mailed codes must never send.
  if (input.MessageAction !== 'SUPPRESS') {
    throw new CognitoError(
      'InvalidParameterException',
      "The learner pool creates users with MessageAction 'SUPPRESS' only: Cognito would " +
        'otherwise mail an invitation with a temporary password.',
    );
  }
  const attributes = Object.fromEntries(
    (input.UserAttributes ?? []).map(({ Name, Value }) => [Name, Value]),
  );
  const user = context.users.create(input.Username, attributes, context.now());
  const { UserAttributes, ...rest } = userRecord(user);
  return { User: { ...rest, Attributes: UserAttributes } };
}

export async function adminGetUser(context: LearnerIdentityContext, body: unknown) {
  const input = parseInput(adminGetUserInput, body);
  assertUserPool(context.pool, input.UserPoolId);
  const user = context.users.find(input.Username);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return userRecord(user);
}

function userRecord(user: LearnerUser) {
  return {
    Username: user.username,
    UserAttributes: attributeList(user),
    UserCreateDate: epochSeconds(new Date(user.createdAt)),
    UserLastModifiedDate: epochSeconds(new Date(user.updatedAt)),
    Enabled: true,
    UserStatus: 'CONFIRMED',
  };
}
