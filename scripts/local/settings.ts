import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import * as z from 'zod';
import {
  phonePeWebhookPassword,
  phonePeWebhookUsername,
} from '#shared/checkout/phonepe-webhook-credentials';
import { loopback } from './listen-host';

// Settings of the local stack, read from the environment (and .env when present). Every name is
// documented in .env.example.

const port = z.coerce.number().int().min(1).max(65535);

const coreSettingsSchema = z.object({
  /** The address the site, cognito-local, the local S3 and the PhonePe sandbox listen on. */
  HOST: z
    .string()
    .refine((host) => isIP(host) !== 0, 'an IP address to listen on, such as 127.0.0.1')
    .default(loopback),
  PORT: port.default(3000),
  DYNAMODB_PORT: port.default(8000),
  COGNITO_PORT: port.default(9229),
  S3_PORT: port.default(4569),
  PHONEPE_SANDBOX_PORT: port.default(4010),
  /** The IRP sandbox (scripts/irp-sandbox/), answering e-invoices as NIC's IRP does. */
  IRP_SANDBOX_PORT: port.default(4020),
  LEARNER_IDENTITY_PORT: port.default(9230),
  LOCAL_DATA_DIR: z.string().min(1).default('.data'),
  TABLE_NAME: z.string().min(1).default('techsite-local'),
  MEDIA_BUCKET: z.string().min(3).default('techsite-media'),
  RESUMES_BUCKET: z.string().min(3).default('techsite-resumes'),
  LOCAL_ADMIN_EMAIL: z.email().default('admin@nexoratech.in'),
  LOCAL_ADMIN_PASSWORD: z.string().min(8).default('Admin#Local2026'),
});

// The PhonePe sandbox's credentials: generated, sandbox-only constants, never real keys. The
// sandbox checks them as PhonePe checks a merchant's, and the handlers get the same values, under
// the names the cloud uses. PHONEPE_API_VERSION picks the adapter (v2, or v1, PhonePe's older API).
// The webhook pair must pass PhonePe's dashboard rule (shared/checkout/phonepe-webhook-credentials),
// and stays a constant: tests recompute the stack's webhook signature from these defaults.
const phonePeSandboxSchema = z.object({
  PHONEPE_API_VERSION: z.enum(['v2', 'v1']).default('v2'),
  PHONEPE_CLIENT_ID: z.string().min(1).default('SANDBOX_CLIENT'),
  PHONEPE_CLIENT_SECRET: z.string().min(1).default('SANDBOX_CLIENT_SECRET_local_only'),
  PHONEPE_CLIENT_VERSION: z.coerce.number().int().positive().default(1),
  PHONEPE_WEBHOOK_USERNAME: phonePeWebhookUsername.default('SANDBOX_WEBHOOK_USER'),
  PHONEPE_WEBHOOK_PASSWORD: phonePeWebhookPassword.default('SandboxHook2026local'),
  PHONEPE_MERCHANT_ID: z.string().min(1).default('SANDBOXMERCHANT'),
  PHONEPE_SALT_KEY: z.string().min(1).default('SANDBOX_SALT_KEY_local_only'),
  PHONEPE_SALT_INDEX: z.coerce.number().int().positive().default(1),
  /** The sandbox completes a pending refund by itself after this long; 0 leaves it pending. */
  PHONEPE_SANDBOX_REFUND_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
});

// The IRP sandbox's API credentials (decision 027): sandbox-only constants, as PhonePe's above; the
// handlers get them, with the sandbox's URL and public key, under the names the cloud's secret uses.
const irpSandboxSchema = z.object({
  IRP_CLIENT_ID: z.string().min(1).default('SANDBOX_IRP_CLIENT'),
  IRP_CLIENT_SECRET: z.string().min(1).default('SANDBOX_IRP_SECRET_local_only'),
  IRP_USERNAME: z.string().min(1).default('sandbox_api_user'),
  IRP_PASSWORD: z.string().min(1).default('SandboxIrp2026local'),
});

const localSettingsSchema = coreSettingsSchema
  .extend(phonePeSandboxSchema.shape)
  .extend(irpSandboxSchema.shape);

export type PhonePeSandboxSettings = z.infer<typeof phonePeSandboxSchema>;
export type IrpSandboxSettings = z.infer<typeof irpSandboxSchema>;

/** The PhonePe fields may be left out (tests' throw-away settings do): they take the defaults. */
export type LocalSettings = Omit<z.infer<typeof coreSettingsSchema>, 'IRP_SANDBOX_PORT'> &
  Partial<PhonePeSandboxSettings & IrpSandboxSettings & { IRP_SANDBOX_PORT: number }>;

export function irpSandboxSettings(settings: LocalSettings): IrpSandboxSettings {
  return irpSandboxSchema.parse(settings);
}

export function phonePeSandboxSettings(settings: LocalSettings): PhonePeSandboxSettings {
  return phonePeSandboxSchema.parse(settings);
}

export function readLocalSettings(): LocalSettings {
  const envFile = resolve('.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return parseLocalSettings(process.env);
}

/** The settings in `env`, each missing one at its default; fails naming every bad one. */
export function parseLocalSettings(env: Record<string, string | undefined>): LocalSettings {
  const parsed = localSettingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid local settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
