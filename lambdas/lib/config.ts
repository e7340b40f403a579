import { z } from 'zod';

// Runtime configuration, parsed once per cold start. A missing value fails loudly with its name.
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('ap-south-1'),
  /** Set only locally: DynamoDB Local's address. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Nexora Technologies <no-reply@nexoratech.in>'),
  /** Set only locally: write mail here as .eml files instead of sending it through SES. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Missing or invalid configuration: ${names}`);
  }
  cached = parsed.data;
  return cached;
}
