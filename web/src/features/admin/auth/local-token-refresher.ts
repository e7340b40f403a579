import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

// cognito-local cannot answer the call Amplify refreshes tokens with (GetTokensFromRefreshToken),
// but it does answer InitiateAuth with REFRESH_TOKEN_AUTH, so locally tokens refresh that way.

type TokenRefresher = Parameters<
  typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher
>[0];

type AmplifyJwt = Awaited<ReturnType<TokenRefresher>>['accessToken'];

/** A token in the shape Amplify stores; its signature is the API's to check, not ours. */
function decodeJwt(token: string): AmplifyJwt {
  const part = token.split('.')[1] ?? '';
  const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );
  const payload = JSON.parse(new TextDecoder().decode(bytes)) as AmplifyJwt['payload'];
  return { payload, toString: () => token };
}

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
  message?: string;
}

export function localTokenRefresher(endpoint: string, clientId: string): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw new Error('No refresh token to refresh the session with');
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const answer = (await response.json()) as InitiateAuthAnswer;
    const result = answer.AuthenticationResult;
    if (!response.ok || !result?.AccessToken) {
      throw new Error(answer.message ?? `Token refresh failed with status ${response.status}`);
    }
    return {
      accessToken: decodeJwt(result.AccessToken),
      idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: tokens.clockDrift,
      username,
    };
  };
}
