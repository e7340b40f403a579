import { CustomResource, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { keepData } from './keep-data';
import { Construct } from 'constructs';
import { areaFunction, type AreaDependencies } from './area-function';
import { cognitoTriggerTimeout } from './learner-auth';
import { acknowledgeProviderFindings } from './site-render';
import { adminPasswordPolicy } from '#shared/admin/password-policy';
import { invitationValidDays } from '#shared/admin/staff';
import {
  legacyAdminGroup,
  staffRoleDescriptions,
  staffRoles,
  type StaffRole,
} from '#shared/admin/staff-roles';

// The staff sign-in (docs/architecture.md §4, docs/product.md §6): a user pool only operators add
// people to, a group per staff role that every /api/admin/* route checks against the matrix of
// decision 021 (plus the legacy group `admin`, which counts as owner), and the web app's public
// client. The pool's pre- and post-authentication triggers put staff sign-ins in the audit trail
// (decision 023), and every deploy makes the members of `admin` owners.

export const adminGroupName = legacyAdminGroup;

/** The role's group's logical id: OwnerGroup, FinanceGroup, … */
export const staffRoleGroupId = (role: StaffRole): string =>
  `${role[0]!.toUpperCase()}${role.slice(1)}Group`;

/** The calls migrateAdminsToOwners (lambdas/site/staff-owner-migration.ts) makes, and no others. */
export const ownerMigrationActions = [
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminAddUserToGroup',
];

/** How often attempts no success followed are settled as failed sign-ins (decision 023). */
export const staffSignInSweepEvery = Duration.minutes(5);

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The pre- and post-authentication triggers and their sweep, in one function. */
  readonly signInEvents: NodejsFunction;
  /** The custom resource's Lambda that makes every member of `admin` an owner. */
  readonly ownerMigration: NodejsFunction;

  /**
   * `dependencies`: the sign-in events Lambda gets only what areaNeeds lists for it (the table),
   * none of which names the pool, so the triggers (pool → Lambda) and the invoke permissions
   * (Lambda ← pool) make no cycle.
   */
  constructor(scope: Construct, id: string, dependencies: AreaDependencies) {
    super(scope, id);
    this.signInEvents = areaFunction(
      this,
      'staff-sign-in-events',
      dependencies,
      cognitoTriggerTimeout,
    );
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The Team section's invitation mail says how long its temporary password works.
      passwordPolicy: {
        ...adminPasswordPolicy,
        tempPasswordValidity: Duration.days(invitationValidDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (compromised credentials, risky sign-ins) needs the Plus plan; its
      // price is per monthly active user, and only a handful of staff ever sign in.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      lambdaTriggers: {
        preAuthentication: this.signInEvents,
        postAuthentication: this.signInEvents,
      },
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

    new Rule(this, 'StaffSignInSweep', {
      description: 'Settles staff sign-in attempts no success followed as failed (decision 023)',
      schedule: Schedule.rate(staffSignInSweepEvery),
      // A missed run is the next run's to settle.
      targets: [new LambdaFunction(this.signInEvents, { retryAttempts: 0 })],
    });

    this.ownerMigration = this.migrateAdminsToOwnersAtDeploy(dependencies);
  }

  /**
   * Every member of the legacy group `admin` becomes an owner at each deploy: `DeployedAt` differs
   * on every synth, so each deploy runs it, and adding a member again changes nothing.
   */
  private migrateAdminsToOwnersAtDeploy(dependencies: AreaDependencies): NodejsFunction {
    const fn = areaFunction(this, 'staff-owner-migration', dependencies, Duration.minutes(2));
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ownerMigrationActions,
        resources: [this.userPool.userPoolArn],
      }),
    );
    const provider = new Provider(this, 'OwnerMigrationProvider', {
      onEventHandler: fn,
      logGroup: new LogGroup(this, 'OwnerMigrationProviderLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    const migration = new CustomResource(this, 'OwnerMigration', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::StaffOwnerMigration',
      properties: { UserPoolId: this.userPool.userPoolId, DeployedAt: new Date().toISOString() },
    });
    // The groups must exist before anyone is added to `owner`.
    for (const group of this.node.children) {
      if (group instanceof CfnUserPoolGroup) migration.node.addDependency(group);
    }
    acknowledgeProviderFindings(provider, fn);
    return fn;
  }
}
