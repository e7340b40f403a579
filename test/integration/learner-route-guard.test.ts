import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, isLearnerPath } from '#lambdas/api-routes';
import { adminToken, callWithToken } from '../support/admin-session';
import { paidLearner, signInAsLearner } from '../support/learners';

// Per decision 014: every learner route (under /api/learner/ but the sign-in) answers 401
// without a token, to an admin's token and to a learner's access token, and lets a learner's ID
// token through to the route itself. The routes come from the handler modules, so a route added
// later is covered without touching this file.

const learnerRouteKeys = apiAreas
  .flatMap((area) => area.routeKeys)
  .filter((key) => isLearnerPath(key.split(' ')[1]!));

/** The route's path with every `{param}` filled by an id that exists nowhere. */
const concretePath = (template: string) =>
  template.replace(/\{[^}]+\}/g, '01JUNKNOWN0000000000000000');

let admin = '';
let learner = { idToken: '', accessToken: '' };
beforeAll(async () => {
  admin = await adminToken();
  learner = await signInAsLearner(await paidLearner());
});

it('finds the learner routes to check', () => {
  expect(learnerRouteKeys.length).toBeGreaterThanOrEqual(3);
});

describe.each(learnerRouteKeys)('%s', (routeKey) => {
  const [method, template] = routeKey.split(' ') as [string, string];
  const path = concretePath(template);
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};

  it("answers 401 without a token, to an admin's token and to a learner's access token", async () => {
    for (const token of [undefined, 'not-a-jwt', admin, learner.accessToken]) {
      expect((await callWithToken(token, method, path, body)).status).toBe(401);
    }
  });

  it("lets a learner's ID token through, to the route itself", async () => {
    // Another learner's or an unknown id answers the route's own 404, an empty body its own 400.
    const { status } = await callWithToken(learner.idToken, method, path, body);
    expect([401, 403]).not.toContain(status);
    expect(status).toBeLessThan(500);
  });
});
