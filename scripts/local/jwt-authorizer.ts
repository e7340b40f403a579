import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

// Verifies Cognito tokens exactly as API Gateway's JWT authorizer does: signature against the
// pool's JWKS, issuer, expiry, and audience (`aud`, or `client_id` for access tokens). Claims are
// passed on as the authorizer passes them: strings, with arrays written as "[a b]".

export type AuthorizerClaims = Record<string, string>;

export interface JwtAuthorizer {
  verify(
    authorization: string | undefined,
  ): Promise<{ ok: true; claims: AuthorizerClaims } | { ok: false }>;
}

export async function createJwtAuthorizer(options: {
  issuer: string;
  clientIds: string[];
}): Promise<JwtAuthorizer> {
  const verifier = JwtRsaVerifier.create({
    issuer: options.issuer,
    audience: null,
    jwksUri: `${options.issuer}/.well-known/jwks.json`,
  });
  // aws-jwt-verify fetches only over https; cognito-local serves http, so load the keys once.
  const response = await fetch(`${options.issuer}/.well-known/jwks.json`);
  if (!response.ok) throw new Error(`Could not load the JWKS of ${options.issuer}`);
  verifier.cacheJwks(await response.json());

  return {
    async verify(authorization) {
      const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? authorization;
      if (!token) return { ok: false };
      let payload: JwtPayload;
      try {
        payload = await verifier.verify(token);
      } catch {
        return { ok: false };
      }
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.some((value) => options.clientIds.includes(String(value)))) {
        return { ok: false };
      }
      return { ok: true, claims: toAuthorizerClaims(payload) };
    },
  };
}

function toAuthorizerClaims(payload: JwtPayload): AuthorizerClaims {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}
