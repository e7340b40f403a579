import { Logger } from '@aws-lambda-powertools/logger';

// One structured logger per cold start. Tests and the local stack keep it quiet unless asked.
export const logger = new Logger({
  serviceName: 'techsite-api',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as
    'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT',
});
