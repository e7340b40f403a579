import type { LearnerPool } from './pool';
import type { AuthSessions } from './sessions';
import type { TokenIssuer } from './tokens';
import type { ChallengeTrigger } from './trigger-events';
import type { UserDirectory } from './users';

/** Everything one running stand-in holds, handed to each operation. */
export interface LearnerIdentityContext {
  pool: LearnerPool;
  users: UserDirectory;
  sessions: AuthSessions;
  tokens: TokenIssuer;
  trigger: ChallengeTrigger;
  now: () => Date;
}

/** What Cognito learns of the caller from the request itself. */
export interface RequestCaller {
  awsSdkVersion: string;
}
