// Typed errors the domain and data code throw; lib/http.ts maps each to its status (docs/architecture.md §4).

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super(400, message, fieldErrors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class RateLimitedError extends HttpError {
  constructor(message = 'Too many requests. Please wait a minute and try again.') {
    super(429, message);
  }
}

/** What a caller hears while a service we depend on (the table, mostly) cannot be reached. */
export const serviceUnavailableMessage = 'Service temporarily unavailable. Please try again.';

/** Node's codes for a connection that could not be made or was cut. */
const networkErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** AWS errors that mean "not now" rather than "never": throttling, timeouts, outages. */
const unavailableErrorNames = new Set([
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/** Transactions cancelled only because others held the items, after our own retries. */
const transientCancellationCodes = new Set(['None', 'TransactionConflict', 'ThrottlingError']);

/**
 * True for an AWS SDK call (it carries `$metadata`) that failed after the SDK's own retries
 * because its service could not be reached, timed out, or turned the call away for now: worth
 * trying again, not a bug in our code, so it answers 503 rather than 500.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error) || !('$metadata' in error)) return false;
  const { code, $metadata, CancellationReasons } = error as Error & {
    code?: unknown;
    $metadata?: { httpStatusCode?: number };
    CancellationReasons?: Array<{ Code?: string }>;
  };
  if (typeof code === 'string' && networkErrorCodes.has(code)) return true;
  if (unavailableErrorNames.has(error.name)) return true;
  if (error.name === 'TransactionCanceledException') {
    return (CancellationReasons ?? []).every((reason) =>
      transientCancellationCodes.has(reason.Code ?? 'None'),
    );
  }
  return ($metadata?.httpStatusCode ?? 0) >= 500;
}
