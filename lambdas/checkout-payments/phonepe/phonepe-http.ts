import type * as z from 'zod';
import { PaymentProviderError, type PaymentProviderOperation } from './provider-errors';

// One HTTP call to PhonePe with a deadline, shared by both adapters: a refusal, a failure or a
// silence becomes a PaymentProviderError carrying PhonePe's own code and message.

export const defaultTimeoutMs = 8_000;

export interface PhonePeRequest<S extends z.ZodType> {
  provider: 'phonepe-v2' | 'phonepe-v1';
  operation: PaymentProviderOperation;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** What a successful answer must look like. */
  answer: S;
  timeoutMs: number;
  /** Values that must never appear in an error message (keys, secrets, tokens). */
  secrets: string[];
}

export async function callPhonePe<S extends z.ZodType>(
  request: PhonePeRequest<S>,
): Promise<z.infer<S>> {
  const fail = (code: string, message: string, status?: number) =>
    new PaymentProviderError(
      request.provider,
      request.operation,
      redact(code, request.secrets),
      redact(message, request.secrets),
      status,
    );

  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw fail('TIMEOUT', `no answer within ${request.timeoutMs} ms`);
    }
    throw fail('NETWORK_ERROR', error instanceof Error ? error.message : 'request failed');
  }

  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }

  if (!response.ok) {
    const { code, message } = errorDetails(body);
    throw fail(code ?? `HTTP_${response.status}`, message ?? response.statusText, response.status);
  }
  const parsed = request.answer.safeParse(body);
  if (!parsed.success) {
    const { code, message } = errorDetails(body);
    throw fail(
      code ?? 'INVALID_RESPONSE',
      message ?? 'the answer had an unexpected shape',
      response.status,
    );
  }
  return parsed.data;
}

/** PhonePe answers errors as {code, message} (v1 adds success: false, v2 may add errorCode). */
function errorDetails(body: unknown): { code?: string; message?: string } {
  if (!body || typeof body !== 'object') return {};
  const fields = body as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return {
    code: text(fields.code) ?? text(fields.errorCode) ?? text(fields.error),
    message: text(fields.message) ?? text(fields.error_description),
  };
}

function redact(text: string, secrets: string[]): string {
  let safe = text;
  for (const secret of secrets) {
    if (secret.length >= 4) safe = safe.split(secret).join('[redacted]');
  }
  return safe.slice(0, 300);
}

/** A header by name, whatever its case (API Gateway lower-cases them; other callers may not). */
export function headerValue(
  headers: Record<string, string | undefined>,
  name: string,
): string | undefined {
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}
