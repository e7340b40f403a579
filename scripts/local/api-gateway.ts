import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiAreas, isAdminPath, isLearnerPath, type ApiArea } from '#lambdas/api-routes';
import type { JwtAuthorizer } from './jwt-authorizer';

// Stands in for API Gateway HTTP API: matches a request to a route key, builds the version 2.0
// event the cloud would send, runs the area's real handler, and maps the result back.

const maxPayloadBytes = 10 * 1024 * 1024; // API Gateway's own limit

interface CompiledRoute {
  routeKey: string;
  method: string;
  pattern: RegExp;
  parameterNames: string[];
  area: ApiArea;
  /** Fewer path parameters win, as API Gateway prefers the most specific route. */
  specificity: number;
}

function compileRoute(routeKey: string, area: ApiArea): CompiledRoute {
  const [method = '', path = ''] = routeKey.split(' ');
  const parameterNames: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy) {
        parameterNames.push(greedy[1]!);
        return '(.+)';
      }
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (parameter) {
        parameterNames.push(parameter[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    routeKey,
    method,
    pattern: new RegExp(`^${source}$`),
    parameterNames,
    area,
    specificity: parameterNames.length,
  };
}

const routes = apiAreas
  .flatMap((area) => area.routeKeys.map((routeKey) => compileRoute(routeKey, area)))
  .sort((a, b) => a.specificity - b.specificity);

function matchRoute(method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method && route.method !== 'ANY') continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      route.parameterNames.map((name, index) => [name, match[index + 1]!]),
    );
    return { route, pathParameters };
  }
  return undefined;
}

export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const jsonError = (statusCode: number, error: string): ApiResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify({ error })),
});

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxPayloadBytes) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const isTextual = (contentType: string | undefined) =>
  !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml))/.test(contentType);

/** API Gateway's two JWT authorizers: the admins' pool on /api/admin/*, the learners' on /api/learner/*. */
export interface ApiAuthorizers {
  admin: JwtAuthorizer;
  learner: JwtAuthorizer;
}

/** The connection's far end, as API Gateway gives it in sourceIp (IPv4 without its ::ffff: prefix). */
export function peerAddress(request: IncomingMessage): string {
  return request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
}

/**
 * `forwarded`: the headers the CDN in front adds to each request, replacing any a caller sent
 * (the site server adds CloudFront's).
 */
export async function invokeApi(
  request: IncomingMessage,
  authorizers: ApiAuthorizers,
  forwarded: Record<string, string>,
): Promise<ApiResponse> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const method = (request.method ?? 'GET').toUpperCase();
  const body = await readBody(request);
  if (body === 'too-large') return jsonError(413, 'The request is too large.');

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  Object.assign(headers, forwarded);

  let claims: Record<string, string | number | boolean | string[]> | undefined;
  const authorizer = isAdminPath(url.pathname)
    ? authorizers.admin
    : isLearnerPath(url.pathname)
      ? authorizers.learner
      : undefined;
  if (authorizer) {
    const verdict = await authorizer.verify(headers.authorization);
    if (!verdict.ok) return jsonError(401, 'Unauthorized');
    claims = verdict.claims;
  }

  const matched = matchRoute(method, url.pathname);
  if (!matched) return jsonError(404, 'Not found');
  const { route, pathParameters } = matched;

  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] =
      name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const now = new Date();
  const textual = isTextual(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(';').map((cookie) => cookie.trim()),
    headers,
    queryStringParameters: url.search ? queryStringParameters : undefined,
    pathParameters: route.parameterNames.length ? pathParameters : undefined,
    body: body.length ? body.toString(textual ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !textual,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: peerAddress(request),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: [] } } } : {}),
    },
  };

  const result = (await route.area.handler(event)) as APIGatewayProxyStructuredResultV2;
  const responseHeaders: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    responseHeaders[name.toLowerCase()] = String(value);
  }
  if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
  return {
    statusCode: result.statusCode ?? 200,
    headers: responseHeaders,
    body: Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8'),
  };
}
