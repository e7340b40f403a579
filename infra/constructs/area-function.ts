import { Stack, Token, Validations, type CfnElement, type Duration } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct, IConstruct } from 'constructs';
import { auditPartition } from '#lambdas/data/table-definition';
import type { LambdaDefaults } from './lambda-defaults';
import type { Mail } from './mail';

// One Lambda per API area of lambdas/api-routes.ts, with exactly the environment and grants its code needs.

/** What each area's code touches (its handler file, lambdaEntry, and what it imports). */
export interface AreaNeeds {
  table?: 'read' | 'readWrite';
  mail?: boolean;
  /** Presigned résumé uploads (lambdas/lib/storage.ts). */
  resumes?: boolean;
  /** PhonePe keys, the site's URL and seat holds (lambdas/checkout-payments). */
  payments?: boolean;
  /** Signs or checks tax-document links (lambdas/checkout-payments/tax-documents/document-links.ts). */
  invoiceLinks?: boolean;
  /** Reports B2B invoices and credit notes to the IRP (lambdas/checkout-payments/e-invoicing/, decision 027). */
  eInvoices?: boolean;
  /** Writes links to the site in mail (SITE_URL), without PhonePe's keys. */
  siteLinks?: boolean;
  /** Presigned GETs of stored résumés, for the admin's download. */
  resumeDownloads?: boolean;
  /** Presigned uploads to, and listing of, the media bucket (the admin's media library). */
  media?: boolean;
  /**
   * Creates learners in the learner pool and signs them in with its custom challenge
   * (lambdas/learning/learner-sign-in.ts, decision 014); never the admin pool.
   */
  learnerIdentity?: boolean;
  /**
   * The admin (staff) pool: `twoStep` reads a person's two-step sign-in, for the owners' rule
   * every admin route checks (lambdas/lib/staff-two-step.ts); `manage` is the Team section's
   * (lambdas/site/staff-accounts.ts), which also reads it.
   */
  staffPool?: 'twoStep' | 'manage';
}

/**
 * Least privilege, area by area. A new area in apiAreas fails synth until it is listed here, so
 * nobody gets rights by default. `reconcile` is the scheduled job, `money-documents` the asynchronous invoice and credit
 * note job and `learner-sign-in-challenge` the learner pool's challenge triggers (jobLambdas in lambdas/api-routes.ts).
 */
export const areaNeeds: Record<string, AreaNeeds> = {
  health: {},
  content: { table: 'read' },
  courses: { table: 'read' },
  // Contact messages, and the newsletter's confirm and unsubscribe links in its mails.
  contact: { table: 'readWrite', mail: true, siteLinks: true },
  careers: { table: 'readWrite', mail: true, resumes: true },
  bookings: { table: 'readWrite', mail: true, siteLinks: true },
  // A lead mails the company and the visitor.
  leads: { table: 'readWrite', mail: true },
  events: { table: 'readWrite' },
  checkout: { table: 'readWrite', payments: true },
  payments: { table: 'readWrite', mail: true, payments: true, invoiceLinks: true },
  'admin-contacts': { table: 'readWrite', staffPool: 'twoStep' },
  'admin-applications': { table: 'readWrite', resumeDownloads: true, staffPool: 'twoStep' },
  'admin-dashboard': { table: 'read', staffPool: 'twoStep' },
  // Refunds, and declines of a learner's refund request, mailed to them.
  'admin-sales': {
    table: 'readWrite',
    mail: true,
    payments: true,
    invoiceLinks: true,
    staffPool: 'twoStep',
  },
  'admin-catalog': { table: 'readWrite', staffPool: 'twoStep' },
  'admin-publishing': { table: 'readWrite', staffPool: 'twoStep' },
  'admin-leads': { table: 'readWrite', staffPool: 'twoStep' },
  'admin-bookings': { table: 'readWrite', staffPool: 'twoStep' },
  'admin-settings': { table: 'readWrite', payments: true, staffPool: 'twoStep' },
  'admin-media': { table: 'readWrite', media: true, staffPool: 'twoStep' },
  'admin-audit': { table: 'read', staffPool: 'twoStep' },
  // The Team section: staff in the admin pool, and the invitation mail with the sign-in link.
  'admin-staff': { table: 'readWrite', mail: true, siteLinks: true, staffPool: 'manage' },
  // Counts codes per address and client (rate limits) and reads the learner's enrolments.
  'learner-sign-in': { table: 'readWrite', learnerIdentity: true },
  // Behind the learner pool's authorizer: the learner's enrolments, with signed invoice links,
  // and their refund requests, stored on the payment and mailed to the company.
  'my-learning': { table: 'readWrite', mail: true, siteLinks: true, invoiceLinks: true },
  // Each batch's class schedule, join links and materials, its roster, and certificates, each
  // mailed to its learner on completion with the address that checks it.
  'admin-learning': { table: 'readWrite', mail: true, siteLinks: true, staffPool: 'twoStep' },
  // The public verification of a certificate and its PDF (which prints the address that checks
  // it); writes only its per-client rate limit.
  certificates: { table: 'readWrite', siteLinks: true },
  // The scheduled job retries e-invoices the IRP has not registered; the money documents job
  // reports them as it issues invoices and credit notes.
  reconcile: {
    table: 'readWrite',
    mail: true,
    payments: true,
    invoiceLinks: true,
    eInvoices: true,
  },
  'money-documents': {
    table: 'readWrite',
    mail: true,
    siteLinks: true,
    invoiceLinks: true,
    eInvoices: true,
  },
  // Mails learners before their batch and each class, with a link to My Learning.
  'class-reminders': { table: 'readWrite', mail: true, siteLinks: true },
  // Keeps the address's code (made, re-sent, spent at the first right answer: decision 019) and
  // mails it, with the company's name and address from the settings (lambdas/data/company-settings.ts).
  'learner-sign-in-challenge': { table: 'readWrite', mail: true },
  // Notes each staff sign-in attempt and puts the audit records of its outcome (decision 023).
  'staff-sign-in-events': { table: 'readWrite' },
  // Only the admin pool's ListUsersInGroup and AdminAddUserToGroup, which infra/constructs/auth.ts
  // grants beside the pool it owns.
  'staff-owner-migration': {},
};

export function needsOf(area: string): AreaNeeds {
  const needs = areaNeeds[area];
  if (!needs)
    throw new Error(`Area "${area}" has no entry in areaNeeds (infra/constructs/area-function.ts)`);
  return needs;
}

/** What an area's Lambda may be given; areaNeeds picks from it. */
export interface AreaDependencies {
  defaults: LambdaDefaults;
  table: TableV2;
  mediaBucket: Bucket;
  resumesBucket: Bucket;
  mail: Mail;
  mailFrom: string;
  phonePeSecret: ISecret;
  invoiceLinkSecret: ISecret;
  irpSecret: ISecret;
  phonePeApiVersion: string;
  phonePeBaseUrl: string;
  /** The site's origin, for PhonePe's redirect back and links in mail. */
  siteUrl: string;
  /**
   * The learner pool and its client (infra/constructs/learner-auth.ts). Absent while the pool
   * itself is built: its challenge Lambda is made first, and needs nothing of it.
   */
  learnerIdentity?: LearnerIdentity;
  /** The admin pool (infra/constructs/auth.ts), for the areas with `staffPool`. */
  staffPool?: UserPool;
}

/** What `learnerIdentity` areas call: the learners' own pool, apart from the admins'. */
export interface LearnerIdentity {
  userPool: UserPool;
  client: UserPoolClient;
}

/** The calls lambdas/learning/learner-sign-in.ts makes on the learner pool, and no others. */
export const learnerIdentityActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminRespondToAuthChallenge',
  // Reads the client's secret, for the SECRET_HASH every sign-in call carries (decision 014).
  'cognito-idp:DescribeUserPoolClient',
];

/** What a person's two-step sign-in is read with (lambdas/lib/staff-pool.ts). */
export const staffPoolReadActions = ['cognito-idp:AdminGetUser'];

/** The calls lambdas/site/staff-accounts.ts makes on the admin pool, and no others. */
export const staffPoolManageActions = [
  ...staffPoolReadActions,
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminCreateUser',
  // Only to undo an invitation whose mail could not be sent.
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

/** Builds the area's Lambda with only the environment and grants areaNeeds gives it. */
export function areaFunction(
  scope: Construct,
  name: string,
  props: AreaDependencies,
  timeout?: Duration,
): NodejsFunction {
  const needs = needsOf(name);
  const environment: Record<string, string> = {};
  if (needs.table) environment.TABLE_NAME = props.table.tableName;
  if (needs.mail) environment.MAIL_FROM = props.mailFrom;
  if (needs.resumes || needs.resumeDownloads || needs.media) {
    environment.RESUMES_BUCKET = props.resumesBucket.bucketName;
    // Parsed with the résumé bucket (lambdas/lib/config.ts); this area gets no rights on it.
    environment.MEDIA_BUCKET = props.mediaBucket.bucketName;
  }
  if (needs.payments || needs.siteLinks) environment.SITE_URL = props.siteUrl;
  if (needs.payments) {
    environment.HOLD_MINUTES = '15';
    environment.PHONEPE_API_VERSION = props.phonePeApiVersion;
    environment.PHONEPE_BASE_URL = props.phonePeBaseUrl;
    // The keys are read at runtime by ARN (loadPaymentSecrets), never put in the environment.
    environment.PHONEPE_SECRET_ARN = props.phonePeSecret.secretArn;
  }
  if (needs.invoiceLinks) {
    // Read at runtime by ARN (lambdas/checkout-payments/tax-documents/document-links.ts), never put in the environment.
    environment.INVOICE_LINK_SECRET_ARN = props.invoiceLinkSecret.secretArn;
  }
  if (needs.eInvoices) {
    // Read at runtime by ARN (lambdas/checkout-payments/e-invoicing/irp-config.ts), never put in the environment.
    environment.IRP_SECRET_ARN = props.irpSecret.secretArn;
  }
  const learnerIdentity = needs.learnerIdentity ? props.learnerIdentity : undefined;
  if (needs.learnerIdentity) {
    if (!learnerIdentity) {
      throw new Error(`Area "${name}" needs the learner pool, which was not given to it`);
    }
    // lambdas/lib/config.ts, learnerIdentityConfig.
    environment.LEARNER_USER_POOL_ID = learnerIdentity.userPool.userPoolId;
    environment.LEARNER_CLIENT_ID = learnerIdentity.client.userPoolClientId;
  }

  const staffPool = needs.staffPool ? props.staffPool : undefined;
  if (needs.staffPool) {
    if (!staffPool) {
      throw new Error(`Area "${name}" needs the admin pool, which was not given to it`);
    }
    // lambdas/lib/config.ts, staffPoolConfig.
    environment.COGNITO_USER_POOL_ID = staffPool.userPoolId;
  }

  const fn = props.defaults.handlerFunction(scope, {
    name,
    environment,
    ...(timeout ? { timeout } : {}),
  });
  if (needs.table === 'read') props.table.grantReadData(fn);
  if (needs.table === 'readWrite') props.table.grantReadWriteData(fn);
  if (needs.table) {
    fn.addToRolePolicy(auditTrailGuard(props.table));
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.table)}.Arn>/index/*]`,
      reason:
        'The table’s own indexes gsi1 and gsi2 (lambdas/data/table-definition.ts), which the data modules query.',
    });
  }
  if (needs.mail) props.mail.grantSend(fn);
  if (needs.resumes) {
    // Presigned PUTs to resumes/pending/, then HeadObject, a ranged GET of the first bytes and the
    // copy to the kept key under resumes/ (lambdas/inbox/careers.ts). ListBucket makes
    // S3 answer a missing upload with 404 rather than 403, which is how the code tells them apart.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [props.resumesBucket.arnForObjects('resumes/*')],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.resumesBucket.bucketArn],
      }),
    );
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.resumesBucket)}.Arn>/resumes/*]`,
      reason:
        'Résumés get unguessable keys under resumes/ (lambdas/inbox/careers.ts); the Lambda presigns uploads to any of them.',
    });
  }
  if (needs.resumeDownloads) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.resumesBucket.arnForObjects('resumes/*')],
      }),
    );
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.resumesBucket)}.Arn>/resumes/*]`,
      reason: 'The admin downloads any stored résumé through a short-lived presigned GET.',
    });
  }
  if (needs.media) {
    // Presigned PUTs of new media and the library's listing; objects are public through CloudFront.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [props.mediaBucket.arnForObjects('*')],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.mediaBucket.bucketArn] }),
    );
    Validations.of(fn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(props.mediaBucket)}.Arn>/*]`,
      reason:
        'Media keys are `{folder}/{timestamp}.{ext}`, chosen per upload; the admin may add any.',
    });
  }
  if (needs.payments) props.phonePeSecret.grantRead(fn);
  if (needs.invoiceLinks) props.invoiceLinkSecret.grantRead(fn);
  if (needs.eInvoices) props.irpSecret.grantRead(fn);
  if (staffPool) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: needs.staffPool === 'manage' ? staffPoolManageActions : staffPoolReadActions,
        resources: [staffPool.userPoolArn],
      }),
    );
  }
  if (learnerIdentity) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: learnerIdentityActions,
        resources: [learnerIdentity.userPool.userPoolArn],
      }),
    );
  }
  return fn;
}

/**
 * The audit trail is only ever put (decision 022): whatever the grant above, no update or delete
 * of an item in the trail's partition reaches the table, also inside a transaction (IAM checks
 * each of its items as its own action). IAM cannot tell a batch's puts from its deletes, so batch
 * writes to the trail are refused too; no code makes them. TTL's expiry is DynamoDB's own.
 */
export function auditTrailGuard(table: TableV2): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    actions: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'],
    resources: [table.tableArn],
    conditions: { 'ForAnyValue:StringEquals': { 'dynamodb:LeadingKeys': [auditPartition] } },
  });
}

/**
 * An ARN's partition as cdk-nag writes it in a finding: the literal (`aws`) when CDK knows it, as
 * the partition-literals feature flag makes it, otherwise the pseudo parameter.
 */
export function nagPartition(stack: Stack): string {
  return Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
}

/** A resource's logical id, as cdk-nag names it in a finding. */
export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}
