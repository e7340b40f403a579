import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod';
import { requiredFieldsMessage } from '#shared/forms/fields';
import {
  HttpError,
  isServiceUnavailable,
  NotFoundError,
  serviceUnavailableMessage,
  ValidationError,
} from './errors';
import { isAdminRouteKey, requireAdmin } from './admin-auth';
import { auditActionOfRoute, auditActorOf, runInAuditScope } from './audit-scope';
import { enforceTwoStepPolicy } from './staff-two-step';
import { logger, logInvocation } from './logger';
import { cameThroughCloudFront } from './origin-verify';
import { countMetric } from './metrics';
import { productMetrics } from '#shared/operations/product-metrics';

// The HTTP edge every handler shares: route by API Gateway's routeKey, parse with zod, map typed
// errors to the error shape of docs/architecture.md §4. Domain code never sees an event.

export type ApiEvent = APIGatewayProxyEventV2;

export interface ApiResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The body is a finished document (an HTML invoice) to send as it is, not JSON. */
  raw?: boolean;
}

/** A file to send as bytes (a PDF invoice): API Gateway carries it base64-encoded. */
export interface FileResult {
  statusCode: 200;
  file: Uint8Array;
  headers: Record<string, string>;
}

export type RouteHandler = (event: ApiEvent) => Promise<ApiResult | FileResult>;

/** Route keys exactly as API Gateway writes them, e.g. `GET /api/blog/{slug}`. */
export type RouteTable = Record<string, RouteHandler>;

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** Said to a caller that went around CloudFront: nothing about why. */
export const forbiddenMessage = 'Forbidden';

export const ok = (body: unknown): ApiResult => ({ statusCode: 200, body });
export const created = (body: unknown): ApiResult => ({ statusCode: 201, body });
export const accepted = (body: unknown): ApiResult => ({ statusCode: 202, body });

/** A standalone HTML page: no scripts, nothing loaded from elsewhere, never cached. */
export const htmlPage = (html: string): ApiResult => ({
  statusCode: 200,
  body: html,
  raw: true,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  },
});

/**
 * A PDF shown in the browser's viewer, saved under `fileName`. Never cached: a tax document is
 * one person's, and the link that opens it is their secret.
 */
export const pdfFile = (file: Uint8Array, fileName: string): FileResult => ({
  statusCode: 200,
  file,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  },
});

export function createApiHandler(routes: RouteTable) {
  return async (event: ApiEvent, context?: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    logInvocation(context, {
      route: event.routeKey,
      ...(event.requestContext?.requestId ? { apiRequestId: event.requestContext.requestId } : {}),
    });
    const route = routes[event.routeKey];
    try {
      if (!(await cameThroughCloudFront(event.headers))) {
        logger.warn('A request that did not come through CloudFront', {
          sourceIp: event.requestContext?.http?.sourceIp,
        });
        throw new HttpError(403, forbiddenMessage);
      }
      if (!route) throw new HttpError(404, 'Not found');
      if (!isAdminRouteKey(event.routeKey)) return toResponse(await route(event));
      // The one role check every admin route passes, whatever its handler does (decision 021);
      // then every write the route makes is recorded as this person's (decision 022).
      const person = requireAdmin(event);
      // The owners may require two-step sign-in of owners and finance (docs/admin.md).
      await enforceTwoStepPolicy(person, event.routeKey);
      const action = auditActionOfRoute(event.routeKey);
      if (!action) return toResponse(await route(event));
      const scope = { actor: auditActorOf(person), action, route: event.routeKey };
      return toResponse(await runInAuditScope(scope, () => route(event)));
    } catch (error) {
      return errorResponse(error, event);
    }
  };
}

function toResponse(result: ApiResult | FileResult): APIGatewayProxyStructuredResultV2 {
  if ('file' in result) {
    return {
      statusCode: result.statusCode,
      headers: result.headers,
      body: Buffer.from(result.file).toString('base64'),
      isBase64Encoded: true,
    };
  }
  return {
    statusCode: result.statusCode,
    headers: { ...baseHeaders, ...result.headers },
    body:
      result.body === undefined
        ? ''
        : result.raw
          ? String(result.body)
          : JSON.stringify(result.body),
  };
}

function errorResponse(error: unknown, event: ApiEvent): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError) {
    // A 502 (PhonePe could not be reached) is a 5xx answered all the same.
    if (error.statusCode >= 500) countMetric(productMetrics.serverErrors);
    const body = error.fieldErrors
      ? { error: error.message, fieldErrors: error.fieldErrors }
      : { error: error.message };
    return toResponse({ statusCode: error.statusCode, body });
  }
  countMetric(productMetrics.serverErrors);
  if (isServiceUnavailable(error)) {
    // Not a bug but an outage (DynamoDB unreachable, throttled): the caller may simply retry.
    logger.error('A service we depend on is unavailable', { error, routeKey: event.routeKey });
    return toResponse({
      statusCode: 503,
      headers: { 'retry-after': '1' },
      body: { error: serviceUnavailableMessage },
    });
  }
  // Anything else is a bug: log it whole, tell the caller nothing internal.
  logger.error('Unhandled error', { error, routeKey: event.routeKey });
  return toResponse({
    statusCode: 500,
    body: { error: 'Something went wrong on our side. Please try again.' },
  });
}

/**
 * Far longer than any id or slug we issue, and short enough that a key built from it stays
 * within DynamoDB's limits (1,024 bytes for a sort key), which would otherwise fail as a 500.
 */
const maxPathParameterBytes = 512;

export function pathParameter(event: ApiEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw new ValidationError(`Missing ${name}`);
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape such as %ZZ is the caller's mistake, not a 500.
    throw new ValidationError(`Invalid ${name}`);
  }
  if (Buffer.byteLength(decoded, 'utf8') > maxPathParameterBytes)
    throw new NotFoundError('Not found');
  return decoded;
}

/** The path's parameters, decoded and checked with a shared schema (400 with its message). */
export function parsePathParameters<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  const names = Object.keys(event.pathParameters ?? {});
  const decoded = Object.fromEntries(names.map((name) => [name, pathParameter(event, name)]));
  return parseWith(schema, decoded, 'Invalid path parameters');
}

export function parseQuery<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  return parseWith(schema, event.queryStringParameters ?? {}, 'Invalid query parameters');
}

/** The request body exactly as sent, e.g. for checking a webhook's signature over it. */
export function bodyText(event: ApiEvent): string {
  return event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
}

/** application/json, or a structured type such as application/merge-patch+json. */
const jsonMediaType = /^application\/(?:[\w.-]+\+)?json$/;

/**
 * A body declared as something else (text/plain, a form, a file) is refused with 415, not read
 * as JSON anyway: that also keeps cross-site HTML forms, which cannot send JSON, from posting.
 * No Content-Type at all is read as JSON.
 */
function requireJsonContentType(event: ApiEvent): void {
  const declared = event.headers?.['content-type'];
  if (declared === undefined) return;
  const mediaType = declared.split(';')[0]!.trim().toLowerCase();
  if (!jsonMediaType.test(mediaType)) {
    throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json).');
  }
}

export function parseJsonBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  requireJsonContentType(event);
  let raw: unknown;
  try {
    raw = JSON.parse(bodyText(event) || '{}');
  } catch {
    throw new ValidationError('The request body must be valid JSON.');
  }
  return parseWith(schema, raw, 'Please check the highlighted fields.');
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown, message: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  throw new ValidationError(summaryMessage(Object.values(fieldErrors), message), fieldErrors);
}

/**
 * One distinct problem speaks for itself ('Please fill in all required fields' for three blank
 * fields); a blank required field outranks the rest, as docs/product.md §5 words it; otherwise the generic one.
 */
function summaryMessage(messages: string[], generic: string): string {
  const distinct = [...new Set(messages)];
  if (distinct.length === 1) return distinct[0]!;
  return distinct.includes(requiredFieldsMessage) ? requiredFieldsMessage : generic;
}
