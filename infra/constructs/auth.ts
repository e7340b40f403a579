import { Duration, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { adminPasswordPolicy } from '#shared/admin/password-policy';
import {
  legacyAdminGroup,
  staffRoleDescriptions,
  staffRoles,
  type StaffRole,
} from '#shared/admin/staff-roles';

// The staff sign-in (docs/architecture.md §4, docs/product.md §6): a user pool only operators add
// people to, a group per staff role that every /api/admin/* route checks against the matrix of
// decision 021 (plus the legacy group `admin`, which counts as owner), and the web app's public
// client.

export const adminGroupName = legacyAdminGroup;

/** The role's group's logical id: OwnerGroup, FinanceGroup, … */
export const staffRoleGroupId = (role: StaffRole): string =>
  `${role[0]!.toUpperCase()}${role.slice(1)}Group`;

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...adminPasswordPolicy, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (compromised credentials, risky sign-ins) needs the Plus plan; its
      // price is per monthly active user, and only a handful of staff ever sign in.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      removalPolicy: keepData,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'TOTP MFA is offered to every admin, who turns it on under Account Security (QR code and a code) and is then asked for it at each sign-in. It is not forced: forcing it means enrolling during sign-in (Cognito MFA_SETUP), which the sign-in page does not offer and cognito-local cannot stand in for (docs/decisions/010-admin-sign-in-steps.md).',
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: adminGroupName,
      description: 'Staff from before roles: counted as owners (docs/decisions/021-staff-roles.md)',
    });
    for (const role of staffRoles) {
      new CfnUserPoolGroup(this, staffRoleGroupId(role), {
        userPoolId: this.userPool.userPoolId,
        groupName: role,
        description: `Staff role ${role}: ${staffRoleDescriptions[role]} (docs/admin.md)`,
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(7),
    });
  }
}
