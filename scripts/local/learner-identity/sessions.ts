import { randomBytes } from 'node:crypto';
import { CognitoError } from './protocol';
import type { CustomChallengeResult } from './trigger-events';

// The custom sign-in attempts in progress. Cognito hands the caller only an opaque Session
// string and keeps the rest (the challenge history, the private challenge parameters and the
// metadata) on its side; each Session string answers one challenge, for a few minutes (the app
// client's AuthSessionValidity, 3 by default).

export interface PendingChallenge {
  username: string;
  clientId: string;
  challengeName: 'CUSTOM_CHALLENGE';
  /** The answers so far, as DefineAuthChallenge and CreateAuthChallenge see them. */
  history: CustomChallengeResult[];
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
}

// Expired attempts are kept a while to answer "session is expired" rather than "invalid".
const keepExpiredMs = 60 * 60_000;

export class AuthSessions {
  private readonly pending = new Map<string, { challenge: PendingChallenge; expiresAt: number }>();

  constructor(
    private readonly validityMs: number,
    private readonly now: () => Date,
  ) {}

  /** Keeps the challenge and answers the Session string that names it. */
  open(challenge: PendingChallenge): string {
    const now = this.now().getTime();
    for (const [session, { expiresAt }] of this.pending) {
      if (expiresAt + keepExpiredMs < now) this.pending.delete(session);
    }
    const session = randomBytes(96).toString('base64url');
    this.pending.set(session, { challenge, expiresAt: now + this.validityMs });
    return session;
  }

  /** The challenge a Session string names; the string is spent whatever comes of the answer. */
  take(session: string | undefined): PendingChallenge {
    const found = session === undefined ? undefined : this.pending.get(session);
    if (session === undefined || !found) throw invalidSession('Invalid session for the user.');
    this.pending.delete(session);
    if (found.expiresAt <= this.now().getTime()) {
      throw invalidSession('Invalid session for the user, session is expired.');
    }
    return found.challenge;
  }
}

const invalidSession = (message: string) => new CognitoError('NotAuthorizedException', message);
