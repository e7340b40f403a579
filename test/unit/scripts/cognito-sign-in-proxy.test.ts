import { describe, expect, it } from 'vitest';
import { signInOf } from '#scripts/local/cognito-sign-in-proxy';

const body = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('the sign-in a Cognito call is part of', () => {
  it('starts with a password sign-in, naming the person and the client', () => {
    expect(
      signInOf(
        'InitiateAuth',
        body({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: 'web',
          AuthParameters: { USERNAME: 'asha@example.com', PASSWORD: 'x' },
        }),
      ),
    ).toEqual({ username: 'asha@example.com', clientId: 'web', starts: true });
  });

  it('goes on with the answer to a challenge (a new password, an authenticator code)', () => {
    expect(
      signInOf(
        'RespondToAuthChallenge',
        body({
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ClientId: 'web',
          ChallengeResponses: { USERNAME: 'asha@example.com', NEW_PASSWORD: 'x' },
        }),
      ),
    ).toEqual({ username: 'asha@example.com', clientId: 'web', starts: false });
  });

  it('is none for a token refresh, which Cognito runs no authentication trigger for', () => {
    expect(
      signInOf(
        'InitiateAuth',
        body({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'web',
          AuthParameters: { REFRESH_TOKEN: 'r' },
        }),
      ),
    ).toBeUndefined();
  });

  it('is none for other calls and for bodies that are not JSON', () => {
    expect(signInOf('ForgotPassword', body({ Username: 'asha@example.com' }))).toBeUndefined();
    expect(signInOf('InitiateAuth', Buffer.from('not json'))).toBeUndefined();
  });
});
