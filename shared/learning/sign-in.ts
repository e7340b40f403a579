import * as z from 'zod';
import { emailField } from '#shared/forms/fields';
import { formatDate, formatDateTime, formatTime } from '#shared/format-date';

// A learner's sign-in to My Learning (decision 014): a one-time code mailed to the
// address they enrolled with. The browser and the server share these schemas and messages.

/** Digits in a sign-in code, and how long one works. */
export const signInCodeLength = 6;
export const signInCodeMinutes = 10;
/** Wrong answers one code takes before it is spent. */
export const signInCodeAttempts = 3;

export const learnerSignInMessages = {
  /** The same answer whether or not the address has an enrolment: it reveals nothing. */
  codeSent: `If this e-mail has a paid enrolment with us, a ${signInCodeLength}-digit sign-in code is on its way. It works for ${signInCodeMinutes} minutes.`,
  codeFormat: `Enter the ${signInCodeLength}-digit code from the e-mail.`,
  wrongCode: 'That code is not right. Check the e-mail and try again.',
  codeSpent: 'This code can no longer be used. Ask for a new one.',
  /** A refresh the pool refused: the 30 days are over, or the learner was signed out. */
  signedOut: 'Your sign-in has expired. Please sign in again with a new code.',
} as const;

/**
 * When a learner may try again (decision 019), in IST: the time alone when it is today, else the
 * date too ('2:05 pm', '28 Nov 2026, 9:40 am').
 */
export function retryTime(until: Date, now: Date): string {
  return formatDate(until) === formatDate(now) ? formatTime(until) : formatDateTime(until);
}

/** 429 answers of the sign-in (decision 019): what was too many, and when to try again. */
export const signInWaitMessages = {
  wrongCodes: (until: Date, now: Date) =>
    `Too many wrong codes. Try again after ${retryTime(until, now)}.`,
  tooManyCodes: (until: Date, now: Date) =>
    `Too many codes were asked for this e-mail. Try again after ${retryTime(until, now)}.`,
} as const;

export const learnerSignInRequest = z.object({ email: emailField });
export type LearnerSignInRequest = z.input<typeof learnerSignInRequest>;

export interface LearnerSignInResponse {
  /** Carried to the code step: the sign-in attempt the code belongs to. */
  session: string;
  message: string;
}

export const learnerCodeRequest = z.object({
  email: emailField,
  session: z.string().min(1).max(4096),
  code: z
    .string({ error: learnerSignInMessages.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${signInCodeLength}}$`), learnerSignInMessages.codeFormat),
});
export type LearnerCodeRequest = z.input<typeof learnerCodeRequest>;

/** Signed in: Cognito's tokens for the learner pool, which /api/learner/* accepts. */
export interface LearnerTokens {
  /** The learner's name in the pool (`cognito:username`), which a refresh must name. */
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds the id and access tokens last. */
  expiresIn: number;
}

/**
 * New tokens for a signed-in learner (decision 014): through our API, which alone knows the
 * client's secret. Cognito checks the refresh token; the username only keys the secret's hash.
 */
export const learnerRefreshRequest = z.object({
  username: z.string().trim().min(1).max(256),
  refreshToken: z.string().min(1).max(8192),
});
export type LearnerRefreshRequest = z.input<typeof learnerRefreshRequest>;

/** A wrong code with tries left: the error, and the attempt to answer again with. */
export interface WrongCodeResponse {
  error: string;
  session: string;
}
