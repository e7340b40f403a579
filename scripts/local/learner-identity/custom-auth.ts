import type { LearnerIdentityContext } from './context';
import { CognitoError } from './protocol';
import type { PendingChallenge } from './sessions';
import type { AuthenticationResult } from './tokens';
import {
  createAuthChallenge,
  defineAuthChallenge,
  verifyAuthChallengeResponse,
  type CustomChallengeResult,
  type SignInCaller,
} from './trigger-events';

// Cognito's custom authentication flow: DefineAuthChallenge decides from the history of answers
// whether to issue tokens, fail, or ask again; CreateAuthChallenge makes the challenge it asks
// for; VerifyAuthChallengeResponse judges each answer, which joins the history.
// https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-authentication-flow.html

export type AuthStep =
  | {
      ChallengeName: 'CUSTOM_CHALLENGE';
      Session: string;
      ChallengeParameters: Record<string, string>;
    }
  | { ChallengeParameters: Record<string, string>; AuthenticationResult: AuthenticationResult };

const challengeName = 'CUSTOM_CHALLENGE';

export function startCustomAuth(
  context: LearnerIdentityContext,
  caller: SignInCaller,
): Promise<AuthStep> {
  return nextStep(context, caller, []);
}

export async function answerCustomChallenge(
  context: LearnerIdentityContext,
  caller: SignInCaller,
  pending: PendingChallenge,
  answer: string,
): Promise<AuthStep> {
  const answerCorrect = await verifyAuthChallengeResponse(
    context.trigger,
    caller,
    pending.privateChallengeParameters,
    answer,
  );
  const result: CustomChallengeResult = {
    challengeName,
    challengeResult: answerCorrect,
    ...(pending.challengeMetadata ? { challengeMetadata: pending.challengeMetadata } : {}),
  };
  return nextStep(context, caller, [...pending.history, result]);
}

async function nextStep(
  context: LearnerIdentityContext,
  caller: SignInCaller,
  history: CustomChallengeResult[],
): Promise<AuthStep> {
  const decision = await defineAuthChallenge(context.trigger, caller, history);
  // A trigger that says both fail and issue is taken at its word to fail.
  if (decision.failAuthentication === true) {
    throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
  }
  if (decision.issueTokens === true) {
    const tokens = context.tokens.signIn(caller.user, caller.clientId);
    return { ChallengeParameters: {}, AuthenticationResult: tokens };
  }
  if (decision.challengeName !== challengeName) {
    throw new CognitoError(
      'InvalidLambdaResponseException',
      `Invalid lambda response: DefineAuthChallenge chose neither tokens, failure nor ` +
        `CUSTOM_CHALLENGE (it chose ${JSON.stringify(decision.challengeName ?? null)}); the ` +
        `learner pool signs in with custom challenges only.`,
    );
  }

  const challenge = await createAuthChallenge(context.trigger, caller, challengeName, history);
  const session = context.sessions.open({
    username: caller.user.username,
    clientId: caller.clientId,
    challengeName,
    history,
    privateChallengeParameters: challenge.privateChallengeParameters ?? {},
    ...(challenge.challengeMetadata ? { challengeMetadata: challenge.challengeMetadata } : {}),
  });
  return {
    ChallengeName: challengeName,
    Session: session,
    // Cognito adds the user name to the public parameters of every challenge it answers.
    ChallengeParameters: {
      ...challenge.publicChallengeParameters,
      USERNAME: caller.user.username,
    },
  };
}
