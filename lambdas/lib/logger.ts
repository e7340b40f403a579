import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

// One structured logger per cold start, named after its function (POWERTOOLS_SERVICE_NAME, set
// per Lambda by infra/constructs/lambda-defaults.ts). Tests and the local stack keep it quiet
// unless asked.
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'techsite-api',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as
    'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT',
});

/**
 * Starts an invocation's log lines: each carries the Lambda's request id (and cold start,
 * function name) and the keys given, an API call's route and API Gateway request id; nothing of
 * the previous invocation's keys is left.
 */
export function logInvocation(context: Context | undefined, keys: Record<string, string> = {}) {
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.appendKeys(keys);
}
