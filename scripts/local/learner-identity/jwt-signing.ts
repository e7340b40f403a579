import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

// RS256 JWTs, as Cognito signs its tokens, with a key made at each start. Its public half is the
// pool's JWKS; tokens from an earlier run stop verifying, as any token does once its key is gone.

export interface JsonWebKeySet {
  keys: Array<{ kid: string; alg: 'RS256'; kty: string; e: string; n: string; use: 'sig' }>;
}

export class JwtSigner {
  readonly jwks: JsonWebKeySet;
  private readonly kid = randomUUID();
  private readonly privateKey: KeyObject;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    const { kty = 'RSA', e = '', n = '' } = publicKey.export({ format: 'jwk' });
    this.jwks = { keys: [{ kid: this.kid, alg: 'RS256', kty, e, n, use: 'sig' }] };
  }

  sign(claims: Record<string, unknown>): string {
    // Cognito's header carries only kid and alg.
    const signed = `${base64url({ kid: this.kid, alg: 'RS256' })}.${base64url(claims)}`;
    const signature = sign('sha256', Buffer.from(signed), this.privateKey);
    return `${signed}.${signature.toString('base64url')}`;
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
