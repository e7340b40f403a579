import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { isAdminPath, isLearnerPath } from '#lambdas/api-routes';
import { requireLearner } from '#lambdas/lib/learner-auth';

const withClaims = (claims?: Record<string, string>) =>
  ({
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

describe('requireLearner', () => {
  it('answers the ID token’s subject and its e-mail, lower-cased', () => {
    expect(
      requireLearner(withClaims({ sub: 'u-1', email: 'Asha@Example.com', token_use: 'id' })),
    ).toEqual({ sub: 'u-1', email: 'asha@example.com' });
  });

  it('refuses no claims, an access token, and a token without an e-mail address', () => {
    const refused: (Record<string, string> | undefined)[] = [
      undefined,
      { sub: 'u-1', token_use: 'access', username: 'asha@example.com' },
      { sub: 'u-1', token_use: 'id' },
      { sub: '', email: 'asha@example.com', token_use: 'id' },
    ];
    for (const claims of refused) {
      expect(() => requireLearner(withClaims(claims))).toThrow(
        expect.objectContaining({ statusCode: 401 }),
      );
    }
  });
});

describe('the learner paths', () => {
  it('are /api/learner/* but the sign-in and its refresh, and never an admin path', () => {
    expect(isLearnerPath('/api/learner/enrollments')).toBe(true);
    expect(isLearnerPath('/api/learner/sign-in')).toBe(false);
    expect(isLearnerPath('/api/learner/verify')).toBe(false);
    expect(isLearnerPath('/api/learner/refresh')).toBe(false);
    expect(isLearnerPath('/api/admin/learner/x')).toBe(false);
    expect(isAdminPath('/api/learner/enrollments')).toBe(false);
  });
});
