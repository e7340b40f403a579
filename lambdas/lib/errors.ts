// Typed errors the domain and data code throw; lib/http.ts maps each to its status (design §4).

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
