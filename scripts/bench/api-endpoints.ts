import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchKeys } from '#lambdas/data/courses';
import type { CheckoutRequest } from '#shared/checkout/checkout-requests';
import type { ContactRequest } from '#shared/forms/contact';

// The four API calls the bench loads, each with valid bodies (a fresh e-mail per request, the
// honeypot left empty). Each is compared with the DynamoDB calls its handler makes, sent bare.

export interface BenchEndpoint {
  /** As the report names it, e.g. "GET /api/courses". */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh JSON body per request, for POSTs. */
  body?: (sequence: number) => string;
}

interface CourseList {
  courses: Array<{ slug: string }>;
}
interface CourseDetail {
  course: { slug: string };
  batches: Array<{ id: string; seatsAvailable: number; isActive?: boolean }>;
}

const runId = Date.now().toString(36);
const email = (sequence: number) => `bench.${runId}.${sequence}@example.com`;

function contactBody(sequence: number): string {
  const body: ContactRequest = {
    name: 'Bench Visitor',
    email: email(sequence),
    company: 'Load Test Pvt Ltd',
    service: 'web-development',
    phone: '9876543210',
    message: 'We would like a quote for a customer portal with online payments.',
  };
  return JSON.stringify(body);
}

function checkoutBody(courseSlug: string, batchId: string) {
  return (sequence: number): string => {
    const body: CheckoutRequest = {
      courseSlug,
      batchId,
      student: {
        name: 'Bench Learner',
        email: email(sequence),
        phone: '9876543210',
        city: 'Pune',
        state: 'Maharashtra',
      },
      paymentMethod: 'phonepe',
      termsAccepted: true,
    };
    return JSON.stringify(body);
  };
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

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
      ExpressionAttributeValues: { ':seats': 10_000_000 },
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
      body: contactBody,
    },
    {
      name: 'POST /api/checkout',
      method: 'POST',
      path: '/api/checkout',
      body: checkoutBody(checkout.courseSlug, checkout.batchId),
    },
  ];
}
