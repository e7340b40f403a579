import type { Context, ScheduledEvent } from 'aws-lambda';
import { siteUrl } from '#lambdas/lib/config';
import { logger, logInvocation } from '#lambdas/lib/logger';
import { sendClassReminders, type ReminderReport } from '../class-reminders';

// The class reminders' Lambda (an EventBridge rule, every 15 minutes): not an API route.
export async function handler(_event: ScheduledEvent, context?: Context): Promise<ReminderReport> {
  logInvocation(context);
  const report = await sendClassReminders(siteUrl());
  logger.info('Class reminders sent', { ...report });
  return report;
}
