import { randomBytes } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { CourseDetailResponse, CoursesResponse, JobsResponse } from '#shared/api/content';
import { checkoutRequest, couponValidateRequest } from '#shared/checkout/checkout-requests';
import { analyticsEventRequest } from '#shared/forms/analytics';
import { bookingRequest, type BookingSlotsResponse } from '#shared/forms/booking';
import { contactRequest } from '#shared/forms/contact';
import { jobApplicationRequest } from '#shared/forms/job-application';
import { leadRequest } from '#shared/forms/lead';
import { newsletterRequest, newsletterTokenRequest } from '#shared/forms/newsletter';
import { uploadRequest } from '#shared/forms/uploads';
import { db, tableName } from '#lambdas/data/table';
import { webhookAuthorization } from '#lambdas/checkout-payments/phonepe/checksums';
import { phonePeSandboxSettings, type LocalSettings } from '#scripts/local/settings';
import { api } from '../support/api';
import { postJson } from '../support/client-ip';
import {
  hostileString,
  hugeString,
  isErrorShape,
  malformedObject,
  nonJsonContentType,
  notAnObject,
  type HostileRequest,
  type HostileTarget,
} from '../support/hostile-bodies';
import { readOutbox } from '../support/outbox';
import { postRaw, type RawAnswer } from '../support/raw-request';

// Per docs/benchmarks.md: thousands of malformed bodies against every public POST endpoint of the running
// stack. Each must get a 4xx in docs/architecture.md §4's error shape, never a 5xx, and leave no trace: every
// body carries this run's marker, and at the end no item in the table and no mail in the
// outbox may contain it (robust to other test files writing meanwhile).

const marker = `hostile${randomBytes(5).toString('hex')}`;

/** Requests go out this many at a time; fast-check runs each batch as one case. */
const batchSize = 16;

const targetNames = [
  'contact',
  'newsletter',
  'newsletter confirmation',
  'newsletter unsubscribe',
  'job application',
  'résumé upload',
  'booking',
  'MVP lead',
  'analytics event',
  'coupon check',
  'checkout',
] as const;
type TargetName = (typeof targetNames)[number];

const targets = {} as Record<TargetName, HostileTarget>;

beforeAll(async () => {
  const { jobs } = (await api<JobsResponse>('/api/jobs')).body;
  const { courses } = (await api<CoursesResponse>('/api/courses')).body;
  const course = courses[0]!;
  const { batches } = (await api<CourseDetailResponse>(`/api/courses/${course.slug}`)).body;
  const { days } = (await api<BookingSlotsResponse>('/api/bookings/slots')).body;
  const day = days.find((candidate) => candidate.slots.some((slot) => slot.available))!;
  const email = `${marker}@example.com`;

  Object.assign(targets, {
    contact: {
      name: 'POST /api/contact',
      path: '/api/contact',
      schema: contactRequest,
      validBody: {
        name: `Asha ${marker}`,
        email,
        company: `Annapurna ${marker}`,
        service: 'web-development',
        phone: '+91 98450 12345',
        message: `Please call ${marker}`,
      },
    },
    newsletter: {
      name: 'POST /api/newsletter',
      path: '/api/newsletter',
      schema: newsletterRequest,
      validBody: { email, name: `Asha ${marker}`, source: 'footer' },
    },
    // A well-formed token that was never issued: answered 404, as a link that is not ours.
    'newsletter confirmation': {
      name: 'POST /api/newsletter/confirm',
      path: '/api/newsletter/confirm',
      schema: newsletterTokenRequest,
      validBody: { token: 'A'.repeat(43) },
    },
    'newsletter unsubscribe': {
      name: 'POST /api/newsletter/unsubscribe',
      path: '/api/newsletter/unsubscribe',
      schema: newsletterTokenRequest,
      validBody: { token: 'A'.repeat(43) },
    },
    'job application': {
      name: 'POST /api/jobs/{id}/applications',
      path: `/api/jobs/${encodeURIComponent(jobs[0]!.id)}/applications`,
      schema: jobApplicationRequest,
      validBody: {
        applicantName: `Rohan ${marker}`,
        applicantEmail: email,
        applicantPhone: '9876543210',
        coverLetter: `Six years of Node.js ${marker}`,
        experienceYears: 6,
        currentCompany: `Kaveri ${marker}`,
        linkedinProfile: `https://www.linkedin.com/in/${marker}`,
        portfolioUrl: `https://${marker}.example.com`,
        resumeKey: `resumes/${marker}.pdf`,
      },
    },
    'résumé upload': {
      name: 'POST /api/uploads',
      path: '/api/uploads',
      schema: uploadRequest,
      validBody: {
        kind: 'resume',
        fileName: `${marker}.pdf`,
        contentType: 'application/pdf',
        size: 120_000,
      },
    },
    booking: {
      name: 'POST /api/bookings',
      path: '/api/bookings',
      schema: bookingRequest,
      validBody: {
        name: `Meera ${marker}`,
        email,
        message: `About our app ${marker}`,
        date: day.date,
        time: day.slots.find((slot) => slot.available)!.time,
      },
    },
    'MVP lead': {
      name: 'POST /api/leads',
      path: '/api/leads',
      schema: leadRequest,
      validBody: {
        name: `Vikram ${marker}`,
        email,
        projectIdea: `A marketplace ${marker}`,
        selection: { platform: 'web', features: ['auth'], design: 'basic', timeline: '3-6' },
      },
    },
    'analytics event': {
      name: 'POST /api/events',
      path: '/api/events',
      schema: analyticsEventRequest,
      validBody: {
        event: 'button_click',
        data: { label: marker },
        pageUrl: `https://nexoratech.in/${marker}`,
        referrer: `https://example.com/${marker}`,
      },
    },
    'coupon check': {
      name: 'POST /api/coupons/validate',
      path: '/api/coupons/validate',
      schema: couponValidateRequest,
      validBody: { code: 'WELCOME10', courseSlug: course.slug, state: 'Maharashtra' },
    },
    checkout: {
      name: 'POST /api/checkout',
      path: '/api/checkout',
      schema: checkoutRequest,
      validBody: {
        courseSlug: course.slug,
        batchId: batches[0]!.id,
        coupon: 'WELCOME10',
        student: {
          name: `Asha ${marker}`,
          email,
          phone: '9876543210',
          city: `Pune ${marker}`,
          state: 'Maharashtra',
        },
        paymentMethod: 'phonepe',
        termsAccepted: true,
      },
    },
  } satisfies Record<TargetName, HostileTarget>);
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Why an answer breaks the contract for a body the server must refuse, or undefined. */
function contractBreach(
  answer: RawAnswer,
  allowed: (status: number) => boolean,
): string | undefined {
  if (!allowed(answer.status)) return `status ${answer.status}`;
  if (!answer.contentType.startsWith('application/json'))
    return `content type ${answer.contentType}`;
  if (!isErrorShape(parseJson(answer.text))) return `error shape ${answer.text.slice(0, 200)}`;
  return undefined;
}

const isClientError = (status: number) => status >= 400 && status < 500;

async function sendAll(path: string, requests: HostileRequest[], allowed = isClientError) {
  const answers = await Promise.all(
    requests.map((request) => postRaw(path, request.body, { contentType: request.contentType })),
  );
  return answers.flatMap((answer, index) => {
    const breach = contractBreach(answer, allowed);
    const request = requests[index]!;
    return breach
      ? [`${request.kind} (${request.contentType ?? 'no content type'}): ${breach}`]
      : [];
  });
}

describe.each(targetNames)('hostile bodies to the %s endpoint', (name) => {
  it('refuses JSON objects with wrong types, missing, huge or extra fields with a 4xx in the error shape', async () => {
    const target = targets[name];
    await fc.assert(
      fc.asyncProperty(
        fc.array(malformedObject(target, marker), { minLength: batchSize, maxLength: batchSize }),
        async (requests) => {
          expect(await sendAll(target.path, requests)).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('refuses broken JSON, other JSON values, raw bytes and empty bodies with a 4xx in the error shape', async () => {
    const target = targets[name];
    await fc.assert(
      fc.asyncProperty(
        fc.array(notAnObject(target, marker), { minLength: batchSize, maxLength: batchSize }),
        async (requests) => {
          expect(await sendAll(target.path, requests)).toEqual([]);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('refuses a valid body declared as another content type with 415', async () => {
    const target = targets[name];
    const body = JSON.stringify(target.validBody);
    await fc.assert(
      fc.asyncProperty(
        fc.array(nonJsonContentType, { minLength: batchSize, maxLength: batchSize }),
        async (contentTypes) => {
          const requests = contentTypes.map((contentType) => ({
            kind: 'valid body, other content type',
            body,
            contentType,
          }));
          expect(await sendAll(target.path, requests, (status) => status === 415)).toEqual([]);
        },
      ),
      { numRuns: 1 },
    );
  });

  it('refuses a body one byte over the 10 MB limit with 413 in the error shape', async () => {
    const target = targets[name];
    const prefix = `{"name":"${marker}`;
    const body = prefix + 'a'.repeat(10 * 1024 * 1024 + 1 - prefix.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(10 * 1024 * 1024 + 1);
    const answer = await postRaw(target.path, body, { contentType: 'application/json' });
    expect(contractBreach(answer, (status) => status === 413)).toBeUndefined();
  });
});

describe('the body size limit', () => {
  it('reads a body of exactly 10 MB and refuses it as invalid, so the limit sits where it says', async () => {
    const prefix = `{"email":"${marker}@example.com","message":"x","name":"`;
    const body = prefix + 'a'.repeat(10 * 1024 * 1024 - prefix.length - 2) + '"}';
    expect(Buffer.byteLength(body)).toBe(10 * 1024 * 1024);
    const answer = await postRaw(targets.contact.path, body, { contentType: 'application/json' });
    expect(contractBreach(answer, (status) => status === 400)).toBeUndefined();
    expect(parseJson(answer.text)).toMatchObject({ fieldErrors: { name: expect.any(String) } });
  });
});

const webhookPath = '/api/payments/phonepe/webhook';

// The local stack runs the v2 adapter with the sandbox's default credentials (scripts/local).
const sandboxCredentials = phonePeSandboxSettings({} as LocalSettings);
const webhookAuthorisation = webhookAuthorization(
  sandboxCredentials.PHONEPE_WEBHOOK_USERNAME,
  sandboxCredentials.PHONEPE_WEBHOOK_PASSWORD,
);

/** What lambdas/checkout-payments/phonepe/phonepe-v2.ts accepts as a webhook (its schema is private there). */
const webhookTarget: HostileTarget = {
  name: `POST ${webhookPath}`,
  path: webhookPath,
  schema: z.object({
    event: z.enum(['checkout.order.completed', 'checkout.order.failed']),
    payload: z.object({
      merchantOrderId: z.string().min(1),
      orderId: z.string().optional(),
      state: z.string(),
      amount: z.number().int(),
      paymentDetails: z
        .array(
          z.object({
            paymentMode: z.string().optional(),
            transactionId: z.string().optional(),
            state: z.string().optional(),
            rail: z.object({ type: z.string().optional(), utr: z.string().optional() }).optional(),
          }),
        )
        .optional(),
    }),
  }),
  validBody: {
    event: 'checkout.order.completed',
    payload: {
      merchantOrderId: `NXT_${marker}`,
      orderId: `OMO${marker}`,
      state: 'COMPLETED',
      amount: 2654894,
      paymentDetails: [{ paymentMode: 'UPI_QR', transactionId: `T${marker}`, state: 'COMPLETED' }],
    },
  },
};

describe('hostile PhonePe webhooks', () => {
  const anyWebhookBody = fc.oneof(
    malformedObject(webhookTarget, marker),
    notAnObject(webhookTarget, marker),
    fc.constant<HostileRequest>({
      kind: 'well-formed',
      body: JSON.stringify(webhookTarget.validBody),
    }),
  );

  it('refuses any body without the webhook authorisation with 401 in the error shape', async () => {
    const wrongAuthorisation = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('', 'null', `SHA256 ${webhookAuthorisation}`, webhookAuthorisation.slice(1)),
      fc.stringMatching(/^[0-9a-f]{64}$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(anyWebhookBody, wrongAuthorisation), {
          minLength: batchSize,
          maxLength: batchSize,
        }),
        async (cases) => {
          const answers = await Promise.all(
            cases.map(([request, authorization]) =>
              postRaw(webhookPath, request.body, {
                contentType: request.contentType ?? 'application/json',
                headers: authorization === undefined ? {} : { authorization },
              }),
            ),
          );
          const breaches = answers.flatMap((answer, index) => {
            const breach = contractBreach(answer, (status) => status === 401);
            return breach ? [`${cases[index]![0].kind}: ${breach}`] : [];
          });
          expect(breaches).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });

  // A verified webhook is answered 2xx whatever its body (docs/product.md §11): PhonePe retrying one we
  // cannot read would never make it readable. It is logged, and nothing changes.
  it('answers malformed bodies that carry the webhook authorisation with 200, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(malformedObject(webhookTarget, marker), notAnObject(webhookTarget, marker)),
          { minLength: batchSize, maxLength: batchSize },
        ),
        async (requests) => {
          const answers = await Promise.all(
            requests.map((request) =>
              postRaw(webhookPath, request.body, {
                contentType: request.contentType,
                headers: { authorization: webhookAuthorisation },
              }),
            ),
          );
          const unexpected = answers.flatMap((answer, index) =>
            answer.status === 200 && answer.text === '{"received":true}'
              ? []
              : [`${requests[index]!.kind}: ${answer.status} ${answer.text.slice(0, 200)}`],
          );
          expect(unexpected).toEqual([]);
        },
      ),
      { numRuns: 20 },
    );
  });
  it('refuses a webhook one byte over the 10 MB limit with 413 in the error shape', async () => {
    const body = `{"event":"${marker}","x":"${'a'.repeat(10 * 1024 * 1024)}"}`;
    const answer = await postRaw(webhookPath, body, {
      contentType: 'application/json',
      headers: { authorization: webhookAuthorisation },
    });
    expect(contractBreach(answer, (status) => status === 413)).toBeUndefined();
  });

  it('answers an authorised webhook about an order it never made with 200, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(hostileString(marker), hugeString(marker)), {
          minLength: batchSize,
          maxLength: batchSize,
        }),
        async (orderIds) => {
          const answers = await Promise.all(
            orderIds.map((merchantOrderId) =>
              postRaw(
                webhookPath,
                JSON.stringify({
                  ...webhookTarget.validBody,
                  payload: { ...(webhookTarget.validBody.payload as object), merchantOrderId },
                }),
                {
                  contentType: 'application/json',
                  headers: { authorization: webhookAuthorisation },
                },
              ),
            ),
          );
          expect(answers.map((answer) => [answer.status, parseJson(answer.text)])).toEqual(
            orderIds.map(() => [200, { received: true }]),
          );
        },
      ),
      { numRuns: 3 },
    );
  });
});

describe('valid-looking bodies that point at nothing', () => {
  /** Sends each body as JSON and answers the contract breaches, with the path for context. */
  async function breachesOf(requests: Array<{ path: string; body: unknown }>) {
    const answers = await Promise.all(
      requests.map(({ path, body }) =>
        postRaw(path, JSON.stringify(body), { contentType: 'application/json' }),
      ),
    );
    return answers.flatMap((answer, index) => {
      const breach = contractBreach(answer, isClientError);
      return breach ? [`${requests[index]!.path}: ${breach}`] : [];
    });
  }

  it('refuses an application to a job that does not exist with a 4xx', async () => {
    const jobId = fc.oneof(
      hostileString(marker).map(percentEncoded),
      fc.constantFrom(
        '%ZZ',
        '%',
        '%ED%A0%80',
        '..%2F..%2Fapi',
        '%00',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      ),
      // Longer than a DynamoDB key may be (2,048 bytes), still within a URL's reach.
      fc.integer({ min: 2_049, max: 8_000 }).map((length) => marker + 'j'.repeat(length)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(jobId, { minLength: batchSize, maxLength: batchSize }),
        async (ids) => {
          const body = targets['job application'].validBody;
          const requests = ids.map((id) => ({ path: `/api/jobs/${id}/applications`, body }));
          expect(await breachesOf(requests)).toEqual([]);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('refuses a booking at a time that is never offered with a 4xx', async () => {
    // Slots start on the hour or half hour, so these minutes are never one.
    const time = fc
      .record({
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 1, max: 59 }).filter((minute) => minute !== 30),
      })
      .map(
        ({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      );
    const date = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((day) => day.toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(date, time), { minLength: batchSize, maxLength: batchSize }),
        async (slots) => {
          const requests = slots.map(([day, at]) => ({
            path: '/api/bookings',
            body: { ...targets.booking.validBody, date: day, time: at },
          }));
          expect(await breachesOf(requests)).toEqual([]);
        },
      ),
      { numRuns: 5 },
    );
  });

  it('refuses a checkout or coupon for a course or batch that does not exist with a 4xx', async () => {
    const slug = hostileString(marker).map((text) => text.slice(0, 120));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(slug, slug), { minLength: batchSize / 2, maxLength: batchSize / 2 }),
        async (pairs) => {
          const { checkout, 'coupon check': coupon } = targets;
          const requests = pairs.flatMap(([courseSlug, other]) => [
            { path: checkout.path, body: { ...checkout.validBody, courseSlug } },
            { path: checkout.path, body: { ...checkout.validBody, batchId: other.slice(0, 60) } },
            { path: coupon.path, body: { ...coupon.validBody, courseSlug } },
            { path: coupon.path, body: { ...coupon.validBody, code: other.slice(0, 40) } },
          ]);
          expect(await breachesOf(requests)).toEqual([]);
        },
      ),
      { numRuns: 3 },
    );
  });
});

/** Every UTF-8 byte as %XX: encodeURIComponent throws on a lone surrogate. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** Every item of the table whose attributes contain `text`, by a full scan. */
async function itemsHolding(text: string): Promise<string[]> {
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      if (JSON.stringify(item).includes(text)) found.push(`${String(item.pk)} ${String(item.sk)}`);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** Subjects of the outbox's mails that mention `text` anywhere, headers included. */
async function mailsHolding(text: string): Promise<string[]> {
  const mails = await readOutbox();
  return mails.filter((mail) => JSON.stringify(mail).includes(text)).map((mail) => mail.subject);
}

describe('after every hostile body', () => {
  it('finds a stored form and its mail by its marker, as the check below relies on', async () => {
    const control = `control${randomBytes(5).toString('hex')}`;
    const answer = await postJson('/api/contact', {
      ...targets.contact.validBody,
      name: `Asha ${control}`,
      email: `${control}@example.com`,
      company: undefined,
      message: `Please call ${control}`,
    });
    expect(answer.status).toBe(201);
    expect(await itemsHolding(control)).toHaveLength(1);
    await expect.poll(() => mailsHolding(control)).toHaveLength(1);
  });

  it('no item in the table and no mail in the outbox holds anything of them', async () => {
    expect(await itemsHolding(marker)).toEqual([]);
    expect(await mailsHolding(marker)).toEqual([]);
  });
});
