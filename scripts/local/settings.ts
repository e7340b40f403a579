import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

// Settings of the local stack, read from the environment (and .env when present). Every name is
// documented in .env.example.

const port = z.coerce.number().int().min(1).max(65535);

const localSettingsSchema = z.object({
  PORT: port.default(3000),
  DYNAMODB_PORT: port.default(8000),
  COGNITO_PORT: port.default(9229),
  S3_PORT: port.default(4569),
  PHONEPE_SANDBOX_PORT: port.default(4010),
  LOCAL_DATA_DIR: z.string().min(1).default('.data'),
  TABLE_NAME: z.string().min(1).default('techsite-local'),
  MEDIA_BUCKET: z.string().min(3).default('techsite-media'),
  RESUMES_BUCKET: z.string().min(3).default('techsite-resumes'),
  LOCAL_ADMIN_EMAIL: z.email().default('admin@nexoratech.in'),
  LOCAL_ADMIN_PASSWORD: z.string().min(8).default('Admin#Local2026'),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;

export function readLocalSettings(): LocalSettings {
  const envFile = resolve('.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const parsed = localSettingsSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid local settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
