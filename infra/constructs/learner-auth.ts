import { Duration, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { areaFunction, type AreaDependencies, type LearnerIdentity } from './area-function';
import { keepData } from './keep-data';
import { signInCodeMinutes } from '#shared/learning/sign-in';

// The learners' sign-in (decision 014): a user pool of its own, apart from the admins' (auth.ts),
// so the two issuers never accept each other's tokens. Nobody signs up and nobody has a password
// they know: the learner-sign-in Lambda creates an account for an address with a paid enrolment
// (AdminCreateUser, no invitation) and signs it in with Cognito's custom challenge, whose three
// triggers are one Lambda that mails a one-time code (lambdas/learning/handlers/learner-sign-in-challenge.ts).

/** Cognito waits this long for a trigger, then fails the sign-in; a longer Lambda timeout is waste. */
export const cognitoTriggerTimeout = Duration.seconds(5);

export class LearnerAuth extends Construct implements LearnerIdentity {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** Define, Create and Verify auth challenge, in one function. */
  readonly challengeFunction: NodejsFunction;

  /**
   * `dependencies` without the pool: the challenge Lambda gets only what areaNeeds lists for it
   * (the table to read, mail), none of which names the pool, so the pool's triggers (pool → Lambda)
   * and the invoke permissions (Lambda ← pool) make no cycle.
   */
  constructor(scope: Construct, id: string, dependencies: AreaDependencies) {
    super(scope, id);
    this.challengeFunction = areaFunction(
      this,
      'learner-sign-in-challenge',
      dependencies,
      cognitoTriggerTimeout,
    );

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A learner is the address they enrolled with (their enrolments are found by it), so it can
      // never be changed, by them through their access token least of all. The API creates the
      // account with the address already verified.
      standardAttributes: { email: { required: true, mutable: false } },
      // Nobody ever uses a password here: Cognito gives each new account a random temporary one
      // that is never sent (MessageAction SUPPRESS) and the client allows no password flow. The
      // policy only keeps any password an operator might set as strong as an admin's.
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      // No password to recover: a lost mailbox is a support matter, not a Cognito flow.
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      // Lite has the custom challenge and its triggers and is free to 10,000 monthly active users;
      // the learners need nothing of Essentials or Plus.
      featurePlan: FeaturePlan.LITE,
      lambdaTriggers: {
        defineAuthChallenge: this.challengeFunction,
        createAuthChallenge: this.challengeFunction,
        verifyAuthChallengeResponse: this.challengeFunction,
      },
      removalPolicy: keepData,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Learners have no password: each sign-in is a six-digit code mailed to the enrolment address, good for ten minutes and spent at its first right answer, with at most 15 wrong answers a day per address (decisions 014, 019), so the mailbox is the factor. A second factor would mean an authenticator app for people who sign in rarely, on a phone.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'The Plus plan costs per monthly active user, for every learner who signs in, and its threat protection is for passwords, which learners do not have. Code requests and wrong answers are counted per address and per address and client by the API, with growing waits and a daily bound (decision 019).',
    });

    this.client = this.userPool.addClient('Client', {
      // A secret only the API holds (it reads it with DescribeUserPoolClient): without it nobody
      // can start a sign-in with Cognito directly, around the API's enrolment check and limits.
      generateSecret: true,
      // Only the custom challenge, which the learner-sign-in Lambda starts (AdminInitiateAuth);
      // CDK adds ALLOW_REFRESH_TOKEN_AUTH to any list.
      authFlows: { custom: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // An attempt lives as long as its code (ten minutes, as the code's mail says), so the
      // session never lapses before the code does.
      authSessionValidity: Duration.minutes(signInCodeMinutes),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
