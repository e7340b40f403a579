import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ConflictError, NotFoundError } from '#lambdas/lib/errors';
import { contactRequest } from '#shared/forms/contact';
import { requiredFieldsMessage } from '#shared/forms/fields';
import {
  bodyText,
  createApiHandler,
  created,
  htmlPage,
  parseJsonBody,
  parseQuery,
  pathParameter,
  pdfFile,
} from '#lambdas/lib/http';

const event = (routeKey: string, extra: Partial<APIGatewayProxyEventV2> = {}) =>
  ({
    routeKey,
    rawPath: '/',
    headers: {},
    isBase64Encoded: false,
    ...extra,
  }) as APIGatewayProxyEventV2;

describe('createApiHandler', () => {
  it('answers the route result as JSON', async () => {
    const handler = createApiHandler({ 'POST /api/things': async () => created({ id: '1' }) });
    const result = await handler(event('POST /api/things'));
    expect(result.statusCode).toBe(201);
    expect(JSON.parse(result.body!)).toEqual({ id: '1' });
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('maps typed errors to their status and message', async () => {
    const handler = createApiHandler({
      'GET /a': async () => {
        throw new NotFoundError('Post Not Found');
      },
      'GET /b': async () => {
        throw new ConflictError('This slot was just booked.');
      },
    });
    const notFound = await handler(event('GET /a'));
    expect(notFound.statusCode).toBe(404);
    expect(JSON.parse(notFound.body!)).toEqual({ error: 'Post Not Found' });
    expect((await handler(event('GET /b'))).statusCode).toBe(409);
  });

  it('checks the staff roles on every admin route before its handler runs (decision 021)', async () => {
    let calls = 0;
    // A handler that forgot requireAdmin: the role check happens all the same.
    const handler = createApiHandler({
      'GET /api/admin/contacts': async () => {
        calls += 1;
        return created({ ok: true });
      },
    });
    const as = (groups: string) =>
      handler(
        event('GET /api/admin/contacts', {
          requestContext: {
            authorizer: { jwt: { claims: { sub: 'u-1', 'cognito:groups': groups }, scopes: [] } },
          },
        } as unknown as Partial<APIGatewayProxyEventV2>),
      );
    const refused = await as('[content finance]');
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body!)).toEqual({ error: 'You do not have permission to do this.' });
    expect((await handler(event('GET /api/admin/contacts'))).statusCode).toBe(401);
    expect(calls).toBe(0);
    // Sales may; owners too, which the local-stack tests show, since the owners' two-step rule
    // reads the table first (test/integration/staff-roles.test.ts).
    expect((await as('[sales]')).statusCode).toBe(201);
    expect(calls).toBe(1);
  });

  it('hides the details of an unexpected error behind a 500', async () => {
    const handler = createApiHandler({
      'GET /boom': async () => {
        throw new Error('table credentials leaked here');
      },
    });
    const result = await handler(event('GET /boom'));
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('credentials');
  });

  it('sends an HTML page as it is, with its own content type and no scripts allowed', async () => {
    const handler = createApiHandler({ 'GET /page': async () => htmlPage('<p>Invoice</p>') });
    const result = await handler(event('GET /page'));
    expect(result.body).toBe('<p>Invoice</p>');
    expect(result.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers?.['content-security-policy']).toContain("default-src 'none'");
  });

  it('sends a PDF base64-encoded, inline under a file name that cannot break its header', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const handler = createApiHandler({
      'GET /pdf': async () => pdfFile(pdf, 'Invoice-NXT-26-27-000001".pdf'),
    });
    const result = await handler(event('GET /pdf'));
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(result.body!, 'base64')).toEqual(Buffer.from(pdf));
    expect(result.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="Invoice-NXT-26-27-000001-.pdf"',
      'cache-control': 'private, no-store',
    });
  });
});

describe('bodyText', () => {
  it('answers the body exactly as sent, decoding base64', () => {
    const raw = '{"response":"eyJh"}';
    expect(bodyText(event('POST /hook', { body: raw }))).toBe(raw);
    const encoded = Buffer.from(raw).toString('base64');
    expect(bodyText(event('POST /hook', { body: encoded, isBase64Encoded: true }))).toBe(raw);
  });
});

describe('pathParameter', () => {
  it('answers 400, not 500, for a malformed escape', () => {
    expect(() =>
      pathParameter(event('GET /api/blog/{slug}', { pathParameters: { slug: '%ZZ' } }), 'slug'),
    ).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('parseQuery and parseJsonBody', () => {
  const schema = z.object({ email: z.email('Valid email address is required') });

  it('returns the parsed values', () => {
    const parsed = parseQuery(
      event('GET /x', { queryStringParameters: { email: 'a@b.in' } }),
      schema,
    );
    expect(parsed).toEqual({ email: 'a@b.in' });
  });

  it("throws a 400 carrying the schema's message per field", () => {
    expect(() => parseJsonBody(event('POST /x', { body: '{"email":"nope"}' }), schema)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: 'Valid email address is required',
        fieldErrors: { email: 'Valid email address is required' },
      }),
    );
  });

  it("answers docs/product.md §5's 'Please fill in all required fields' when several are blank", () => {
    const body = JSON.stringify({ name: ' ', email: '', message: '' });
    expect(() => parseJsonBody(event('POST /x', { body }), contactRequest)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        message: requiredFieldsMessage,
        fieldErrors: {
          name: requiredFieldsMessage,
          email: requiredFieldsMessage,
          message: requiredFieldsMessage,
        },
      }),
    );
  });

  it('lets a blank required field outrank other problems in the summary', () => {
    const body = JSON.stringify({ name: '', email: 'not-an-email', message: 'Hello' });
    expect(() => parseJsonBody(event('POST /x', { body }), contactRequest)).toThrow(
      expect.objectContaining({ message: requiredFieldsMessage }),
    );
  });

  it('rejects a body that is not JSON', () => {
    expect(() => parseJsonBody(event('POST /x', { body: '{oops' }), schema)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it('reads base64 bodies as API Gateway sends binary payloads', () => {
    const body = Buffer.from('{"email":"a@b.in"}').toString('base64');
    expect(parseJsonBody(event('POST /x', { body, isBase64Encoded: true }), schema)).toEqual({
      email: 'a@b.in',
    });
  });
});
