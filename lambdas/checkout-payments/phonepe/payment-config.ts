import * as z from 'zod';
import { secretString } from '#lambdas/lib/secrets';
import { PhonePeV1Provider, type PhonePeV1Config } from './phonepe-v1';
import { PhonePeV2Provider, type PhonePeV2Config } from './phonepe-v2';
import type { PaymentProvider } from './provider';

// PhonePe's configuration, parsed once per cold start. Locally it comes from the environment
// (.env, set by scripts/local/stack.ts); in the cloud the keys live in Secrets Manager, read once
// by loadPaymentSecrets() when PHONEPE_SECRET_ARN is set. A missing value fails loudly by name.

export type PaymentConfig = PhonePeV2Config | PhonePeV1Config;

const text = z.string().trim().min(1);
const positiveInteger = z.coerce.number().int().positive();

const commonSchema = z.object({
  PHONEPE_API_VERSION: z.enum(['v2', 'v1']).default('v2'),
  PHONEPE_BASE_URL: z.url(),
  /** Only when the token API lives elsewhere than PHONEPE_BASE_URL and cannot be derived. */
  PHONEPE_OAUTH_BASE_URL: z.url().optional(),
});

const v2Schema = z.object({
  PHONEPE_CLIENT_ID: text,
  PHONEPE_CLIENT_SECRET: text,
  PHONEPE_CLIENT_VERSION: positiveInteger,
  PHONEPE_WEBHOOK_USERNAME: text,
  PHONEPE_WEBHOOK_PASSWORD: text,
});

const v1Schema = z.object({
  PHONEPE_MERCHANT_ID: text,
  PHONEPE_SALT_KEY: text,
  PHONEPE_SALT_INDEX: positiveInteger,
});

/** The secret's JSON uses the environment's names; only PHONEPE_* keys are taken from it. */
const secretValue = z.record(z.string(), z.union([z.string(), z.number()]));

type Environment = Record<string, string | undefined>;

function parseOrExplain<S extends z.ZodType>(schema: S, env: Environment): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
  throw new Error(`Missing or invalid payment configuration: ${names}`);
}

/** Builds the adapter's configuration from environment-style names; pure, for tests too. */
export function parsePaymentConfig(env: Environment): PaymentConfig {
  const common = parseOrExplain(commonSchema, env);
  const baseUrl = common.PHONEPE_BASE_URL.replace(/\/+$/, '');
  if (common.PHONEPE_API_VERSION === 'v1') {
    const v1 = parseOrExplain(v1Schema, env);
    return {
      apiVersion: 'v1',
      baseUrl,
      merchantId: v1.PHONEPE_MERCHANT_ID,
      saltKey: v1.PHONEPE_SALT_KEY,
      saltIndex: v1.PHONEPE_SALT_INDEX,
    };
  }
  const v2 = parseOrExplain(v2Schema, env);
  return {
    apiVersion: 'v2',
    baseUrl,
    oauthBaseUrl: common.PHONEPE_OAUTH_BASE_URL?.replace(/\/+$/, '') ?? oauthBaseUrlFor(baseUrl),
    clientId: v2.PHONEPE_CLIENT_ID,
    clientSecret: v2.PHONEPE_CLIENT_SECRET,
    clientVersion: v2.PHONEPE_CLIENT_VERSION,
    webhookUsername: v2.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: v2.PHONEPE_WEBHOOK_PASSWORD,
  };
}

/**
 * PhonePe's UAT (and our sandbox) serve the token API beside the payments API; production serves
 * it at /apis/identity-manager next to /apis/pg.
 */
function oauthBaseUrlFor(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.hostname === 'api.phonepe.com' && url.pathname.replace(/\/+$/, '') === '/apis/pg') {
    return `${url.origin}/apis/identity-manager`;
  }
  return baseUrl;
}

/**
 * The environment, with PhonePe's keys from Secrets Manager over it when PHONEPE_SECRET_ARN is
 * set (the secret is a JSON object using the same names, e.g. {"PHONEPE_CLIENT_SECRET": "..."}).
 * Locally the environment alone is used.
 */
export async function loadPaymentSecrets(env: Environment = process.env): Promise<Environment> {
  const secretArn = env.PHONEPE_SECRET_ARN;
  if (!secretArn) return env;
  const text = await readSecretString(secretArn);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined; // the message below must not quote the secret
  }
  const secret = secretValue.safeParse(json);
  if (!secret.success) throw new Error('The PhonePe secret must be a JSON object of strings.');
  const phonePeKeys = Object.entries(secret.data)
    .filter(([name]) => name.startsWith('PHONEPE_'))
    .map(([name, value]) => [name, String(value)]);
  return { ...env, ...Object.fromEntries(phonePeKeys) };
}

// Through Powertools Parameters, cached five minutes: a key rotated in Secrets Manager is used
// within five minutes, without a redeploy (lambdas/lib/secrets.ts).
async function readSecretString(secretArn: string): Promise<string> {
  const text = await secretString(secretArn);
  if (!text) throw new Error('The PhonePe secret has no string value.');
  return text;
}

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  return config.apiVersion === 'v1' ? new PhonePeV1Provider(config) : new PhonePeV2Provider(config);
}

/** The configuration as the secret now has it (a rotated key is read within five minutes). */
export async function paymentConfig(): Promise<PaymentConfig> {
  return parsePaymentConfig(await loadPaymentSecrets());
}

/**
 * The configured adapter, kept while its configuration stays the same, so the v2 token cache
 * lives as long as it can; a rotated key makes a new one.
 */
let current: { fingerprint: string; provider: PaymentProvider } | undefined;

export async function paymentProvider(): Promise<PaymentProvider> {
  const config = await paymentConfig();
  const fingerprint = JSON.stringify(config);
  if (current?.fingerprint !== fingerprint) {
    current = { fingerprint, provider: createPaymentProvider(config) };
  }
  return current.provider;
}

export type PaymentEnvironment = 'Sandbox' | 'Production';

/** What the admin settings screen shows: ids in full, secrets as '••••' plus their last 4. */
export type MaskedPaymentConfig = {
  provider: 'PhonePe';
  environment: PaymentEnvironment;
  baseUrl: string;
} & (
  | {
      apiVersion: 'v2';
      clientId: string;
      clientVersion: number;
      clientSecret: string;
      webhookUsername: string;
      webhookPassword: string;
    }
  | { apiVersion: 'v1'; merchantId: string; saltIndex: number; saltKey: string }
);

export function maskedPaymentConfig(config: PaymentConfig): MaskedPaymentConfig {
  const shared = {
    provider: 'PhonePe' as const,
    environment: paymentEnvironment(config.baseUrl),
    baseUrl: config.baseUrl,
  };
  if (config.apiVersion === 'v1') {
    return {
      ...shared,
      apiVersion: 'v1',
      merchantId: config.merchantId,
      saltIndex: config.saltIndex,
      saltKey: maskSecret(config.saltKey),
    };
  }
  return {
    ...shared,
    apiVersion: 'v2',
    clientId: config.clientId,
    clientVersion: config.clientVersion,
    clientSecret: maskSecret(config.clientSecret),
    webhookUsername: config.webhookUsername,
    webhookPassword: maskSecret(config.webhookPassword),
  };
}

/** Only PhonePe's production host takes real money; UAT, the local sandbox and the rest do not. */
export function paymentEnvironment(baseUrl: string): PaymentEnvironment {
  return new URL(baseUrl).hostname === 'api.phonepe.com' ? 'Production' : 'Sandbox';
}

/** The last four characters help tell keys apart, but a short secret shows none of itself. */
export function maskSecret(secret: string): string {
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••';
}
