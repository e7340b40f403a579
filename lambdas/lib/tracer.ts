import type { Tracer } from '@aws-lambda-powertools/tracer';

// X-Ray through Powertools Tracer (decision 011). Every Lambda runs with active tracing
// (infra/constructs/lambda-defaults.ts); the tracer adds a subsegment for each AWS call of a
// client passed through traced(), and for each fetch (PhonePe), which it captures by itself.
//
// Outside Lambda (the local stack, tests, the bench) tracing is off, and the tracer is not even
// imported: the X-Ray SDK under it tracks every promise through async hooks from the moment it
// loads, which made a local GET /api/courses take 1.7× as long as without it (docs/benchmarks.md).
const tracingOn =
  !!process.env.AWS_EXECUTION_ENV &&
  !process.env.AWS_SAM_LOCAL &&
  process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';

const tracer: Tracer | undefined = tracingOn
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({
      serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'techsite-api',
    })
  : undefined;

/** An AWS SDK v3 client whose calls show in the request's trace (in Lambda). */
export function traced<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}
