import { Tracer } from '@aws-lambda-powertools/tracer';

// X-Ray through Powertools Tracer (issue 13). Every Lambda runs with active tracing
// (infra/constructs/lambda-defaults.ts); the tracer adds a subsegment for each AWS call of a
// client passed through traced(), and for each fetch (PhonePe), which it captures by itself.
// Outside Lambda (the local stack, tests) it is off and traced() hands the client back as it is.

export const tracer = new Tracer({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'techsite-api',
});

/** An AWS SDK v3 client whose calls show in the request's trace. */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
