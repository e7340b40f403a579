import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, isAdminPath } from '#lambdas/api-routes';
import { asAdmin, callWithToken, staffToken as newStaffToken } from '../support/admin-session';
import { paidLearner, signInAsLearner } from '../support/learners';

// Per docs/admin.md: every /api/admin/* route, whichever area serves it, answers 401 without a valid token
// (a learner's included, decision 015) and 403 to a signed-in user outside `admin`, and lets an admin
// past both checks. The routes come from the handler modules, so a
// route added later is covered without touching this file.

const adminRouteKeys = apiAreas
  .flatMap((area) => area.routeKeys)
  .filter((key) => isAdminPath(key.split(' ')[1]!));

/** The route's path with every `{param}` filled by an id that exists nowhere. */
const concretePath = (template: string) =>
  template.replace(/\{[^}]+\}/g, '01JUNKNOWN0000000000000000');

let staffToken = '';
let learnerToken = '';
beforeAll(async () => {
  staffToken = await newStaffToken();
  // A learner's ID token, of the learners' pool (decision 014): it opens no admin route.
  learnerToken = (await signInAsLearner(await paidLearner())).idToken;
});

it('finds the admin routes to check', () => {
  expect(adminRouteKeys.length).toBeGreaterThanOrEqual(8);
});

describe.each(adminRouteKeys)('%s', (routeKey) => {
  const [method, template] = routeKey.split(' ') as [string, string];
  const path = concretePath(template);
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};

  it('answers 401 without a token and with a malformed one', async () => {
    expect(await callWithToken(undefined, method, path, body)).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    });
    expect((await callWithToken('not-a-jwt', method, path, body)).status).toBe(401);
  });

  it("answers 401 to a learner's token", async () => {
    expect((await callWithToken(learnerToken, method, path, body)).status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not an admin', async () => {
    expect(await callWithToken(staffToken, method, path, body)).toEqual({
      status: 403,
      body: { error: 'You do not have permission to do this.' },
    });
  });

  it('lets an admin past both checks, to the route itself', async () => {
    // Unknown ids answer the route's own 404 and an empty body its own 400: never 401, 403 or 5xx.
    const { status } = await asAdmin(method, path, body);
    expect([401, 403]).not.toContain(status);
    expect(status).toBeLessThan(500);
  });
});
