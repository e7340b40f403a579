import { randomBytes, randomUUID } from 'node:crypto';
import { JwtSigner } from './jwt-signing';
import type { LearnerPool } from './pool';
import { CognitoError } from './protocol';
import type { LearnerUser, UserDirectory } from './users';

// The tokens a sign-in earns, with the claims Cognito puts in them: an ID token for the app
// client (`aud`), an access token (`client_id`, `scope`), both for an hour, and an opaque refresh
// token good for 30 days (Cognito's defaults), which buys new ID and access tokens.

const tokenSeconds = 3600;
const refreshTokenMs = 30 * 24 * 60 * 60_000;

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

interface RefreshGrant {
  username: string;
  clientId: string;
  /** When the learner signed in: kept in `auth_time` through every refresh. */
  authTime: number;
  /** Shared by every token of one sign-in (`origin_jti`). */
  originJti: string;
  expiresAt: number;
}

export class TokenIssuer {
  private readonly signer = new JwtSigner();
  private readonly grants = new Map<string, RefreshGrant>();

  constructor(
    private readonly pool: LearnerPool,
    private readonly now: () => Date,
  ) {}

  get jwks() {
    return this.signer.jwks;
  }

  signIn(user: LearnerUser, clientId: string): AuthenticationResult {
    const now = this.now().getTime();
    const grant: RefreshGrant = {
      username: user.username,
      clientId,
      authTime: Math.floor(now / 1000),
      originJti: randomUUID(),
      expiresAt: now + refreshTokenMs,
    };
    const refreshToken = randomBytes(96).toString('base64url');
    this.grants.set(refreshToken, grant);
    return { ...this.tokensFor(user, grant), RefreshToken: refreshToken };
  }

  /** New ID and access tokens; the refresh token stays the same, as Cognito's does unrotated. */
  /** `proveClient` checks the caller knows the client's secret, for the token's user. */
  refresh(
    refreshToken: string,
    clientId: string,
    users: UserDirectory,
    proveClient: (username: string) => void,
  ): AuthenticationResult {
    const grant = this.grants.get(refreshToken);
    const user = grant && users.find(grant.username);
    if (!grant || !user || grant.clientId !== clientId || grant.expiresAt <= this.now().getTime()) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    proveClient(user.username);
    return this.tokensFor(user, grant);
  }

  private tokensFor(user: LearnerUser, grant: RefreshGrant): AuthenticationResult {
    const iat = Math.floor(this.now().getTime() / 1000);
    const common = {
      sub: user.attributes.sub,
      iss: this.pool.issuer,
      origin_jti: grant.originJti,
      event_id: randomUUID(),
      auth_time: grant.authTime,
      iat,
      exp: iat + tokenSeconds,
    };
    const idToken = this.signer.sign({
      ...common,
      aud: grant.clientId,
      token_use: 'id',
      'cognito:username': user.username,
      email: user.attributes.email,
      email_verified: user.attributes.email_verified === 'true',
      jti: randomUUID(),
    });
    const accessToken = this.signer.sign({
      ...common,
      client_id: grant.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.username,
      jti: randomUUID(),
    });
    return {
      IdToken: idToken,
      AccessToken: accessToken,
      ExpiresIn: tokenSeconds,
      TokenType: 'Bearer',
    };
  }
}
