import { useSyncExternalStore } from 'react';
import { learnerSignInMessages, type LearnerTokens } from '#shared/learning/sign-in';
import { ApiError } from '#web/lib/api-client';
import { refreshSignIn } from './learner-api';

// A signed-in learner's tokens, kept in this browser until they sign out or the refresh token
// lapses (30 days), so a learner coming back from an e-mail is not asked for a new code each time.
// An ID token close to its end is refreshed through our API before it is sent (decision 014).

interface LearnerSession {
  email: string;
  username: string;
  idToken: string;
  refreshToken: string;
  /** When the ID token lapses, in ms since the epoch. */
  expiresAt: number;
}

const storageKey = 'learner-session';
/** Where storage is disabled (private modes), the session lasts as long as the page. */
let inMemory: LearnerSession | undefined;
let storageRefused = false;
/** Why the API ended the session (a lapsed sign-in), for the sign-in card to say; not a sign-out. */
let endedBecause: string | undefined;
/** Refresh this long before the ID token lapses, so a request never races its end. */
const refreshMarginMs = 60_000;

export function sessionOf(email: string, tokens: LearnerTokens, now = Date.now()): LearnerSession {
  return {
    email,
    username: tokens.username,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresAt: now + tokens.expiresIn * 1000,
  };
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function saveLearnerSession(session: LearnerSession): void {
  inMemory = session;
  endedBecause = undefined;
  try {
    localStorage.setItem(storageKey, JSON.stringify(session));
    storageRefused = false;
  } catch {
    // Storage disabled or full: the session in memory serves.
    storageRefused = true;
  }
  changed();
}

function readLearnerSession(): LearnerSession | undefined {
  if (storageRefused) return inMemory;
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as unknown;
    return isLearnerSession(value) ? value : undefined;
  } catch {
    return inMemory;
  }
}

/** Signs out: by the learner, or with `reason` when the API ended the sign-in. */
export function forgetLearnerSession(reason?: string): void {
  inMemory = undefined;
  storageRefused = false;
  endedBecause = reason;
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A sign-in or sign-out in another tab.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in learner's address: null when signed out, undefined until the browser is read. */
export function useLearnerEmail(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readLearnerSession()?.email ?? null,
    () => undefined,
  );
}

/** Why the last sign-in ended, when the API ended it (whichever call met the 401). */
export function useSignOutReason(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => endedBecause,
    () => undefined,
  );
}

function isLearnerSession(value: unknown): value is LearnerSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    ['email', 'username', 'idToken', 'refreshToken'].every(
      (key) => typeof session[key] === 'string' && session[key] !== '',
    ) && typeof session.expiresAt === 'number'
  );
}

/** The session with a fresh ID token: refreshed (and stored) when the old one is near its end. */
async function refreshed(session: LearnerSession): Promise<LearnerSession> {
  const tokens = await refreshSignIn({
    username: session.username,
    refreshToken: session.refreshToken,
  });
  const renewed = sessionOf(session.email, tokens);
  saveLearnerSession(renewed);
  return renewed;
}

/**
 * Calls `call` with a valid ID token of the stored session: refreshed first when it is about to
 * lapse, and once more when the API still answers 401. Signed out, or a refresh the API refuses,
 * throws a 401 ApiError whose message asks the learner to sign in again, and forgets the session.
 */
export async function withLearnerToken<T>(call: (idToken: string) => Promise<T>): Promise<T> {
  try {
    let current = readLearnerSession();
    if (!current) throw new ApiError(learnerSignInMessages.signedOut, 401);
    if (current.expiresAt - refreshMarginMs <= Date.now()) current = await refreshed(current);
    try {
      return await call(current.idToken);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      return await call((await refreshed(current)).idToken);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetLearnerSession(error.message);
    throw error;
  }
}
