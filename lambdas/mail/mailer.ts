import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '#lambdas/lib/config';
import { logger } from '#lambdas/lib/logger';
import { countMetric } from '#lambdas/lib/metrics';
import { productMetrics } from '#shared/operations/product-metrics';
import { traced } from '#lambdas/lib/tracer';
import { buildMimeMessage, type Mail } from './mime';

// SES in the cloud; locally each message becomes an .eml file in the outbox (docs/architecture.md §2).

let ses: SESv2Client | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const { MAIL_FROM, MAIL_OUTBOX_DIR, AWS_REGION } = config();
  const raw = buildMimeMessage(mail, MAIL_FROM);
  if (MAIL_OUTBOX_DIR) {
    await mkdir(MAIL_OUTBOX_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(MAIL_OUTBOX_DIR, name), raw);
    return;
  }
  ses ??= traced(new SESv2Client({ region: AWS_REGION }));
  await ses.send(
    new SendEmailCommand({
      Content: { Raw: { Data: Buffer.from(raw) } },
      Destination: { ToAddresses: mail.to },
    }),
  );
}

/**
 * A notification about something already stored: a failed send is logged for the operators,
 * never turned into an error the visitor would retry (and so store twice).
 */
export async function sendNotification(mail: Mail): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    countMetric(productMetrics.failedMails);
    logger.error('Could not send a notification e-mail', { error, subject: mail.subject });
  }
}
