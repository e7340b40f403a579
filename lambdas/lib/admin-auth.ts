import { ForbiddenError, UnauthorizedError } from './errors';
import type { ApiEvent } from './http';

// Defence in depth behind the JWT authorizer (docs/architecture.md §4): every admin route checks again that the
// caller's verified claims name a member of the Cognito group `admin`.

export const adminGroup = 'admin';

type ClaimValue = string | number | boolean | string[];

interface JwtAuthorizerContext {
  authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } };
}

export interface AdminIdentity {
  /** The ID token's `email`; access tokens carry none. */
  email?: string;
  sub: string;
}

/** 401 without verified claims, 403 for a user outside `admin`; otherwise who is asking. */
export function requireAdmin(event: ApiEvent): AdminIdentity {
  const claims = (event.requestContext as JwtAuthorizerContext | undefined)?.authorizer?.jwt
    ?.claims;
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string' || !sub) throw new UnauthorizedError();
  if (!parseGroupsClaim(claims['cognito:groups']).includes(adminGroup)) {
    throw new ForbiddenError('You do not have permission to do this.');
  }
  const email = claims.email;
  return { sub, ...(typeof email === 'string' && email ? { email } : {}) };
}

/**
 * `cognito:groups` in the forms it arrives in: API Gateway's "[admin editors]" (the local stand-in
 * writes the same), a real array, or one plain group name. Cognito group names hold no
 * whitespace, so whitespace is the only separator, and a name is taken exactly as written: no
 * quotes are stripped, so a group named `"admin"` (quotes and all), which API Gateway writes as
 * `["admin"]`, is not `admin` (issue 17).
 */
export function parseGroupsClaim(value: ClaimValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((group) => typeof group === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  const listed = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return listed.split(/\s+/).filter(Boolean);
}
