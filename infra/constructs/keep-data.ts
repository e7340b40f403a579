import { RemovalPolicy } from 'aws-cdk-lib';

/**
 * For everything that holds data or keys (the table, the user pool, the buckets, the secrets):
 * kept when the stack is updated or deleted, but removed when the stack's very first create fails
 * and rolls back (CloudFormation's RetainExceptOnCreate), so a failed first deploy leaves nothing
 * behind to trip over (docs/deploy.md). Deletion protection is left off for the same reason: it would
 * make that rollback fail; an operator may turn it on once the first deploy has landed
 * (docs/deploy.md).
 */
export const keepData = RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;
