import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod';

// Cognito's wire format, AWS JSON 1.1: POST / with `X-Amz-Target:
// AWSCognitoIdentityProviderService.<Operation>` and a JSON body. Errors are HTTP 400 with the
// error's name in `__type` and in `x-amzn-errortype`; the SDK v3 reads `__type` first
// (@smithy/core's loadJsonRpcErrorCode) and throws the client's class of that name.

const targetPrefix = 'AWSCognitoIdentityProviderService.';
const maxBodyBytes = 256 * 1024;

export type CognitoErrorName =
  | 'InternalErrorException'
  | 'InvalidLambdaResponseException'
  | 'InvalidParameterException'
  | 'NotAuthorizedException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'UnsupportedOperationException'
  | 'UserLambdaValidationException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorName,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** The operation named by `X-Amz-Target`, or undefined when it names none of Cognito's. */
export function operationOf(request: IncomingMessage): string | undefined {
  const target = request.headers['x-amz-target'];
  const value = Array.isArray(target) ? target[0] : target;
  return value?.startsWith(targetPrefix) ? value.slice(targetPrefix.length) : undefined;
}

/** What Cognito calls `callerContext.awsSdkVersion`, from the SDK's own user agent. */
export function awsSdkVersionOf(request: IncomingMessage): string {
  const agent = `${request.headers['x-amz-user-agent'] ?? ''} ${request.headers['user-agent'] ?? ''}`;
  const version = /aws-sdk-js\/(\S+)/.exec(agent)?.[1];
  return version ? `aws-sdk-js-${version}` : 'aws-sdk-unknown-unknown';
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new CognitoError('SerializationException', 'Body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new CognitoError('SerializationException', 'The request body is not valid JSON.');
  }
}

/** The operation's input, or InvalidParameterException naming every member that is wrong. */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
  );
  throw new CognitoError('InvalidParameterException', problems.join('; '));
}

export function sendResult(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify(body));
}

export function sendError(response: ServerResponse, error: CognitoError): void {
  response.writeHead(error.statusCode, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': error.type,
  });
  response.end(JSON.stringify({ __type: error.type, message: error.message }));
}

/** AWS JSON 1.1 writes timestamps as epoch seconds. */
export const epochSeconds = (date: Date): number => date.getTime() / 1000;
