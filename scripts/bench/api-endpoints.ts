import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchKeys } from '#lambdas/data/courses';
import type { CheckoutRequest } from '#shared/checkout/checkout-requests';
import type { ContactRequest } from '#shared/forms/contact';

// The four API calls the bench loads, each with bodies the product accepts: every POST from a
// person of its own (name, e-mail and phone never repeat within a run), the honeypot left empty,
// each request from a visitor address of its own (visitors.ts). A checkout holds a seat and a
// place in the unpaid-hold caps per client, e-mail and phone for 15 minutes (decision 012), so a
// detail repeated would measure the 429 that refuses it. Each is compared with the DynamoDB calls
// its handler makes, sent bare.

export interface BenchEndpoint {
  /** As the report names it, e.g. "GET /api/courses". */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** For POSTs: a new JSON body per call, from a person no earlier call used. */
  body?: () => string;
}

/** One request as the load sends it: the visitor's address, and the body for a POST. */
export interface BenchRequest {
  visitor: string;
  body?: string;
}

interface CourseList {
  courses: Array<{ slug: string }>;
}
interface CourseDetail {
  course: { slug: string };
  batches: Array<{ id: string; seatsAvailable: number; isActive?: boolean }>;
}

interface BenchPerson {
  name: string;
  email: string;
  phone: string;
}

const runId = Date.now().toString(36);
let people = 0;

/**
 * A person no other call of this run returns: the e-mail numbered, and an Indian mobile of ten
 * digits from 6000000001 up (shared/phone-number.ts), a billion before one repeats.
 */
function nextPerson(): BenchPerson {
  people += 1;
  return {
    name: `Bench Learner ${people}`,
    email: `bench.${runId}.${people}@example.com`,
    phone: String(6_000_000_000 + people),
  };
}

export function contactBodies(): () => string {
  return () => {
    const person = nextPerson();
    const body: ContactRequest = {
      ...person,
      company: 'Load Test Pvt Ltd',
      service: 'web-development',
      message: 'We would like a quote for a customer portal with online payments.',
    };
    return JSON.stringify(body);
  };
}

export function checkoutBodies(checkout: { courseSlug: string; batchId: string }): () => string {
  return () => {
    const body: CheckoutRequest = {
      courseSlug: checkout.courseSlug,
      batchId: checkout.batchId,
      student: { ...nextPerson(), city: 'Pune', state: 'Maharashtra' },
      paymentMethod: 'phonepe',
      termsAccepted: true,
    };
    return JSON.stringify(body);
  };
}

/** The requests of a load on `endpoint`: each from the next visitor, with a new body for a POST. */
export const benchRequests =
  (endpoint: BenchEndpoint, nextVisitor: () => string) => (): BenchRequest => ({
    visitor: nextVisitor(),
    ...(endpoint.body ? { body: endpoint.body() } : {}),
  });

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Seats the bench gives its batch: unpaid checkouts may hold a fifth of them at once
 * (shared/checkout/unpaid-holds.ts), two million, far more than a run's checkouts.
 */
export const benchBatchSeats = 10_000_000;

/**
 * A seeded course and its largest batch, with that batch's seats raised in the bench's own
 * throw-away table: every checkout holds a seat for 15 minutes, and a 30-seat batch would
 * otherwise measure the "batch full" answer after the first second.
 */
export async function prepareCheckoutBatch(
  siteUrl: string,
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ courseSlug: string; batchId: string }> {
  const { courses } = await getJson<CourseList>(`${siteUrl}/api/courses`);
  const slug = courses[0]?.slug;
  if (!slug) throw new Error('GET /api/courses listed no course to check out');
  const { batches } = await getJson<CourseDetail>(`${siteUrl}/api/courses/${slug}`);
  const batch = batches
    .filter((candidate) => candidate.isActive !== false)
    .sort((a, b) => b.seatsAvailable - a.seatsAvailable)[0];
  if (!batch) throw new Error(`Course ${slug} has no active batch`);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: batchKeys(slug, batch.id),
      UpdateExpression: 'SET seats = :seats',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':seats': benchBatchSeats },
    }),
  );
  return { courseSlug: slug, batchId: batch.id };
}

export function benchEndpoints(checkout: { courseSlug: string; batchId: string }): BenchEndpoint[] {
  return [
    { name: 'GET /api/courses', method: 'GET', path: '/api/courses' },
    { name: 'GET /api/blog', method: 'GET', path: '/api/blog' },
    {
      name: 'POST /api/contact',
      method: 'POST',
      path: '/api/contact',
      body: contactBodies(),
    },
    {
      name: 'POST /api/checkout',
      method: 'POST',
      path: '/api/checkout',
      body: checkoutBodies(checkout),
    },
  ];
}
