import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminCourseMessages } from '#shared/admin/catalog-courses';
import { mayCallRoute, staffRoles, type StaffRole } from '#shared/admin/staff-roles';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { Course } from '#shared/content/schemas';
import { apiAreas, isAdminPath } from '#lambdas/api-routes';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import { getPaymentByMerchantTransactionId } from '#lambdas/data/payments';
import { migrateAdminsToOwners } from '#lambdas/site/staff-owner-migration';
import { asAdmin, callWithToken, createStaffUser, idTokenOf } from '../support/admin-session';
import { aDraftCourseForm } from '../support/catalog';
import { createTestCourse, paidCheckout, type CheckoutFixture } from '../support/checkout';

// Decision 021: every admin route, called by a user in each single staff role, answers exactly
// as the matrix of shared/admin/staff-roles.ts says: 403 where the role has no entry, and past
// the check (a 2xx, or the route's own 4xx for an unknown id or an empty body) where it has. The
// routes come from the handler modules, so a route added later is covered here too.

const adminRouteKeys = apiAreas
  .flatMap((area) => area.routeKeys)
  .filter((key) => isAdminPath(key.split(' ')[1]!));

/** The route's path with every `{param}` filled by an id that exists nowhere. */
const concretePath = (template: string) =>
  template.replace(/\{[^}]+\}/g, '01JUNKNOWN0000000000000000');

const forbidden = { error: 'You do not have permission to do this.' };

const tokens = new Map<StaffRole, string>();
const cleanups: Array<() => Promise<void>> = [];
beforeAll(async () => {
  for (const role of staffRoles) {
    const user = await createStaffUser([role]);
    tokens.set(role, await idTokenOf(user.email, user.password));
  }
});
afterAll(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const tokenOf = (role: StaffRole) => tokens.get(role)!;

describe.each(adminRouteKeys)('%s', (routeKey) => {
  const [method, template] = routeKey.split(' ') as [string, string];
  const path = concretePath(template);
  const body = method === 'GET' || method === 'DELETE' ? undefined : {};

  it.each(staffRoles)('answers %s as the matrix says', async (role) => {
    const answer = await callWithToken(tokenOf(role), method, path, body);
    if (mayCallRoute([role], routeKey)) {
      expect(answer.status).not.toBe(403);
      expect(answer.status).not.toBe(401);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer).toEqual({ status: 403, body: forbidden });
    }
  });
});

describe('a content user', () => {
  let fixture: CheckoutFixture;
  beforeAll(async () => {
    fixture = await createTestCourse({ seats: 10, pricePaise: 1999900 });
    cleanups.push(() => fixture.cleanup());
  });

  it('gets 403 refunding a paid payment, and the payment and enrollment stay as they were', async () => {
    const { merchantTransactionId, enrollmentId } = await paidCheckout(fixture);
    const paymentBefore = await getPaymentByMerchantTransactionId(merchantTransactionId);
    const enrollmentBefore = await getEnrollmentById(enrollmentId);

    const answer = await callWithToken(
      tokenOf('content'),
      'POST',
      withPathParameters(apiPaths.adminPaymentRefund, { merchantTransactionId }),
      { reason: 'Asked by the learner' },
    );

    expect(answer).toEqual({ status: 403, body: forbidden });
    expect(await getPaymentByMerchantTransactionId(merchantTransactionId)).toEqual(paymentBefore);
    expect(await getEnrollmentById(enrollmentId)).toEqual(enrollmentBefore);
  });

  it("edits a course's texts but gets 403 changing its price, which saves nothing", async () => {
    const form = aDraftCourseForm();
    const created = await asAdmin<Course>('POST', apiPaths.adminCourses, form);
    expect(created.status).toBe(201);
    const course = created.body;
    const coursePath = withPathParameters(apiPaths.adminCourse, { id: course.id });
    cleanups.push(async () => {
      await asAdmin('DELETE', coursePath);
    });

    const texts = await callWithToken<Course>(tokenOf('content'), 'PUT', coursePath, {
      ...form,
      shortDescription: 'Reworded by the content team.',
    });
    expect(texts.status).toBe(200);
    expect(texts.body.shortDescription).toBe('Reworded by the content team.');

    const price = await callWithToken(tokenOf('content'), 'PUT', coursePath, {
      ...form,
      title: 'A title that must not be saved',
      priceRupees: 1,
    });
    expect(price).toEqual({ status: 403, body: { error: adminCourseMessages.pricesLocked } });
    const after = await asAdmin<{ course: Course }>('GET', coursePath);
    expect(after.body.course).toMatchObject({
      title: course.title,
      pricePaise: course.pricePaise,
      shortDescription: 'Reworded by the content team.',
    });

    // Sales may change the price.
    const bySales = await callWithToken<Course>(tokenOf('sales'), 'PUT', coursePath, {
      ...form,
      priceRupees: 17999,
    });
    expect(bySales.status).toBe(200);
    expect(bySales.body.pricePaise).toBe(1799900);
  });
});

describe('the migration of admins to owners', () => {
  it('adds every member of admin to owner, and changes nothing when run again', async () => {
    const legacy = await createStaffUser(['admin']);
    const { endpoint, userPoolId, clientId } = inject('cognito');
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      expect(await migrateAdminsToOwners(client, userPoolId)).toBeGreaterThanOrEqual(1);
      await migrateAdminsToOwners(client, userPoolId);
      const { AuthenticationResult } = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: legacy.email, PASSWORD: legacy.password },
        }),
      );
      const payload = AuthenticationResult!.IdToken!.split('.')[1]!;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        'cognito:groups'?: string[];
      };
      expect([...(claims['cognito:groups'] ?? [])].sort()).toEqual(['admin', 'owner']);
    } finally {
      client.destroy();
    }
  });
});
