import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { parseGroupsClaim, requireAdmin } from '#lambdas/lib/admin-auth';
import { ForbiddenError, UnauthorizedError } from '#lambdas/lib/errors';

const eventWith = (claims?: Record<string, unknown>) =>
  ({
    routeKey: 'GET /api/admin/contacts',
    requestContext: claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {},
  }) as unknown as APIGatewayProxyEventV2;

describe('parseGroupsClaim', () => {
  it.each([
    ['[admin editors]', ['admin', 'editors']],
    ['[admin]', ['admin']],
    ['[]', []],
    ['[ editors   admin ]', ['editors', 'admin']],
    ['["admin"]', ['"admin"']],
    ['admin', ['admin']],
    ['  admin  ', ['admin']],
    ['', []],
  ])('reads %j', (claim, groups) => {
    expect(parseGroupsClaim(claim)).toEqual(groups);
  });

  it('reads a real array and ignores anything that is not a list of names', () => {
    expect(parseGroupsClaim(['admin', 'editors'])).toEqual(['admin', 'editors']);
    expect(parseGroupsClaim(undefined)).toEqual([]);
    expect(parseGroupsClaim(42)).toEqual([]);
    expect(parseGroupsClaim(true)).toEqual([]);
  });

  it('never turns a look-alike name into admin', () => {
    const lookAlikes = [
      'administrators',
      '[admins editors]',
      '["admin,editors"]',
      'admin,x',
      // A group named "admin" with its quotes, as API Gateway writes it alone and with another.
      '["admin"]',
      '["admin" editors]',
      '"admin"',
      ['"admin"'],
    ];
    for (const claim of lookAlikes) {
      expect(parseGroupsClaim(claim)).not.toContain('admin');
    }
  });
});

describe('requireAdmin', () => {
  it("answers the admin's e-mail and sub", () => {
    expect(
      requireAdmin(
        eventWith({ sub: 'u-1', email: 'a@example.com', 'cognito:groups': '[editors admin]' }),
      ),
    ).toEqual({ sub: 'u-1', email: 'a@example.com', roles: ['owner'] });
  });

  it('accepts an access token, which has no e-mail', () => {
    expect(requireAdmin(eventWith({ sub: 'u-2', 'cognito:groups': '[admin]' }))).toEqual({
      sub: 'u-2',
      roles: ['owner'],
    });
  });

  it('lets a role call the routes the matrix gives it, and answers 403 for the others', () => {
    const as = (groups: string, routeKey: string) =>
      requireAdmin({
        ...eventWith({ sub: 'u-5', 'cognito:groups': groups }),
        routeKey,
      } as APIGatewayProxyEventV2);
    expect(as('[sales]', 'GET /api/admin/contacts').roles).toEqual(['sales']);
    expect(as('[content finance]', 'GET /api/admin/payments').roles).toEqual([
      'finance',
      'content',
    ]);
    expect(as('[owner]', 'PUT /api/admin/settings').roles).toEqual(['owner']);
    for (const [groups, routeKey] of [
      ['[content]', 'GET /api/admin/contacts'],
      ['[content]', 'POST /api/admin/payments/{merchantTransactionId}/refund'],
      ['[finance sales content]', 'PUT /api/admin/settings'],
      // A route the matrix does not know is the owner's alone.
      ['[sales]', 'GET /api/admin/unlisted'],
      ['[sales]', undefined],
    ] as const) {
      expect(() => as(groups, routeKey as string), `${groups} ${routeKey}`).toThrow(
        'You do not have permission to do this.',
      );
    }
  });

  it('answers 401 without verified claims or without a subject', () => {
    for (const event of [eventWith(), eventWith({ 'cognito:groups': '[admin]' })]) {
      expect(() => requireAdmin(event)).toThrow(UnauthorizedError);
    }
    const noContext = { routeKey: 'GET /api/admin/contacts' } as APIGatewayProxyEventV2;
    expect(() => requireAdmin(noContext)).toThrow(UnauthorizedError);
  });

  it('answers 403 for a signed-in user outside admin', () => {
    for (const claims of [
      { sub: 'u-3' },
      { sub: 'u-3', 'cognito:groups': '[editors]' },
      { sub: 'u-3', 'cognito:groups': 'administrators' },
    ]) {
      const call = () => requireAdmin(eventWith(claims));
      expect(call).toThrow(ForbiddenError);
      expect(call).toThrow('You do not have permission to do this.');
    }
  });
});

describe('the admin handlers', () => {
  it('check the caller themselves before touching any data, whatever the authorizer did', async () => {
    const contacts = await import('#lambdas/inbox/handlers/admin-contacts');
    const applications = await import('#lambdas/inbox/handlers/admin-applications');
    for (const [module, routeKeys] of [
      [contacts, Object.keys(contacts.routes)],
      [applications, Object.keys(applications.routes)],
    ] as const) {
      for (const routeKey of routeKeys) {
        const event = (claims?: Record<string, unknown>) =>
          ({
            ...eventWith(claims),
            routeKey,
            pathParameters: { id: 'x' },
            body: '{"status":"new"}',
            isBase64Encoded: false,
          }) as APIGatewayProxyEventV2;
        expect((await module.handler(event())).statusCode, routeKey).toBe(401);
        const staff = event({ sub: 'u-4', 'cognito:groups': '[editors]' });
        expect((await module.handler(staff)).statusCode, routeKey).toBe(403);
      }
    }
  });
});
