import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { staffPoolConfig } from './config';
import { traced } from './tracer';

// The admin (staff) pool, as the Team section and the two-step rule call it (decision 021). In
// the cloud the Lambda's role may make only the calls infra/constructs/area-function.ts lists;
// locally COGNITO_ENDPOINT points at cognito-local.

let client: CognitoIdentityProviderClient | undefined;

export function staffPool(): { client: CognitoIdentityProviderClient; userPoolId: string } {
  const { AWS_REGION, COGNITO_USER_POOL_ID, COGNITO_ENDPOINT } = staffPoolConfig();
  client ??= traced(
    new CognitoIdentityProviderClient({
      region: AWS_REGION,
      ...(COGNITO_ENDPOINT
        ? {
            endpoint: COGNITO_ENDPOINT,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }),
  );
  return { client, userPoolId: COGNITO_USER_POOL_ID };
}

export type StaffUser = AdminGetUserCommandOutput;

/** The user by username (or e-mail, an alias of it), or undefined when there is none. */
export async function getStaffUser(username: string): Promise<StaffUser | undefined> {
  const { client, userPoolId } = staffPool();
  try {
    return await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** Whether the person signs in with an authenticator app as well as their password. */
export const hasTwoStep = (user: Pick<StaffUser, 'UserMFASettingList'>): boolean =>
  (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');

/** A user attribute's value (`email`, `sub`). */
export const attributeOf = (
  attributes: ReadonlyArray<{ Name?: string; Value?: string }> | undefined,
  name: string,
): string | undefined => attributes?.find((attribute) => attribute.Name === name)?.Value;
