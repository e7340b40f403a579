import { UnauthorizedError } from './errors';
import type { ApiEvent } from './http';

// Defence in depth behind the learner pool's JWT authorizer (decision 014): a learner route
// answers only a verified ID token of the learner pool, and only about its own e-mail address.

type ClaimValue = string | number | boolean | string[];

interface JwtAuthorizerContext {
  authorizer?: { jwt?: { claims?: Record<string, ClaimValue> } };
}

export interface LearnerIdentity {
  sub: string;
  /** Lower-case, as enrolments are looked up. */
  email: string;
}

/** 401 unless the verified claims are a learner's ID token with an e-mail address. */
export function requireLearner(event: ApiEvent): LearnerIdentity {
  const claims = (event.requestContext as JwtAuthorizerContext | undefined)?.authorizer?.jwt
    ?.claims;
  const { sub, email, token_use: tokenUse } = claims ?? {};
  if (typeof sub !== 'string' || !sub || tokenUse !== 'id') throw new UnauthorizedError();
  if (typeof email !== 'string' || !email.includes('@')) throw new UnauthorizedError();
  return { sub, email: email.toLowerCase() };
}
