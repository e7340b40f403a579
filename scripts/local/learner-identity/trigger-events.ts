import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import type { LearnerPool } from './pool';
import { CognitoError } from './protocol';
import type { LearnerUser } from './users';

// The three challenge triggers as Cognito calls them: events of Cognito's shape, handed to one
// function as one Lambda wired to all three would get them. The event goes in as a copy and the
// answer comes back through JSON, as over Lambda's wire: the trigger shares no objects with us.

export type CognitoChallengeEvent =
  | DefineAuthChallengeTriggerEvent
  | CreateAuthChallengeTriggerEvent
  | VerifyAuthChallengeResponseTriggerEvent;

export type ChallengeTrigger = (event: CognitoChallengeEvent) => Promise<CognitoChallengeEvent>;

/** One answered challenge in the history Define and Create see (`request.session`). */
export type CustomChallengeResult = Extract<
  DefineAuthChallengeTriggerEvent['request']['session'][number],
  { challengeName: 'CUSTOM_CHALLENGE' }
>;

/** Who is signing in, through which client and SDK: what every event of one request shares. */
export interface SignInCaller {
  pool: LearnerPool;
  user: LearnerUser;
  clientId: string;
  awsSdkVersion: string;
  clientMetadata?: Record<string, string>;
}

export async function defineAuthChallenge(
  trigger: ChallengeTrigger,
  caller: SignInCaller,
  session: CustomChallengeResult[],
): Promise<DefineAuthChallengeTriggerEvent['response']> {
  const event: DefineAuthChallengeTriggerEvent = {
    ...eventBase(caller, 'DefineAuthChallenge_Authentication'),
    request: { ...requestBase(caller), session },
    response: { issueTokens: false, failAuthentication: false },
  };
  return invoke(trigger, event, 'DefineAuthChallenge');
}

export async function createAuthChallenge(
  trigger: ChallengeTrigger,
  caller: SignInCaller,
  challengeName: string,
  session: CustomChallengeResult[],
): Promise<CreateAuthChallengeTriggerEvent['response']> {
  const event: CreateAuthChallengeTriggerEvent = {
    ...eventBase(caller, 'CreateAuthChallenge_Authentication'),
    request: { ...requestBase(caller), challengeName, session },
    response: {
      publicChallengeParameters: {},
      privateChallengeParameters: {},
      challengeMetadata: '',
    },
  };
  const response = await invoke(trigger, event, 'CreateAuthChallenge');
  // Cognito's parameter maps hold strings only; a Lambda answering a number is refused.
  assertStringMap(response.publicChallengeParameters, 'publicChallengeParameters');
  assertStringMap(response.privateChallengeParameters, 'privateChallengeParameters');
  return response;
}

export async function verifyAuthChallengeResponse(
  trigger: ChallengeTrigger,
  caller: SignInCaller,
  privateChallengeParameters: Record<string, string>,
  challengeAnswer: string,
): Promise<boolean> {
  const event: VerifyAuthChallengeResponseTriggerEvent = {
    ...eventBase(caller, 'VerifyAuthChallengeResponse_Authentication'),
    request: { ...requestBase(caller), privateChallengeParameters, challengeAnswer },
    response: { answerCorrect: false },
  };
  const response = await invoke(trigger, event, 'VerifyAuthChallengeResponse');
  return response.answerCorrect === true;
}

function eventBase<T extends CognitoChallengeEvent['triggerSource']>(
  caller: SignInCaller,
  triggerSource: T,
) {
  return {
    version: '1',
    region: caller.pool.region,
    userPoolId: caller.pool.userPoolId,
    userName: caller.user.username,
    callerContext: { awsSdkVersion: caller.awsSdkVersion, clientId: caller.clientId },
    triggerSource,
  };
}

function requestBase(caller: SignInCaller) {
  return {
    userAttributes: { ...caller.user.attributes, 'cognito:user_status': 'CONFIRMED' },
    ...(caller.clientMetadata ? { clientMetadata: caller.clientMetadata } : {}),
  };
}

// Cognito's own wording when a trigger throws: "<trigger> failed with error <message>."
async function invoke<E extends CognitoChallengeEvent>(
  trigger: ChallengeTrigger,
  event: E,
  name: string,
): Promise<E['response']> {
  let answered: CognitoChallengeEvent | undefined;
  try {
    answered = await trigger(structuredClone(event));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError(
      'UserLambdaValidationException',
      `${name} failed with error ${message}.`,
    );
  }
  const response: unknown = answered?.response && JSON.parse(JSON.stringify(answered.response));
  if (!response || typeof response !== 'object') {
    throw new CognitoError(
      'InvalidLambdaResponseException',
      `Invalid lambda response: ${name} must return the event with its response.`,
    );
  }
  return response as E['response'];
}

function assertStringMap(value: unknown, name: string): void {
  const isStringMap =
    value === undefined ||
    (typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((entry) => typeof entry === 'string'));
  if (!isStringMap) {
    throw new CognitoError(
      'InvalidLambdaResponseException',
      `Invalid lambda response: CreateAuthChallenge's ${name} must map names to strings.`,
    );
  }
}
