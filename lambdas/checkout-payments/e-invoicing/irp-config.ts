import * as z from 'zod';
import { secretString } from '#lambdas/lib/secrets';
import { NicIrpProvider, type NicIrpConfig } from './nic-irp';
import type { EInvoiceProvider } from './irp-provider';

// The IRP's API credentials (decision 027), read when a document is to be reported, as PhonePe's
// are (phonepe/payment-config.ts): locally the environment (scripts/local/stack.ts points it at
// the IRP sandbox); in the cloud a JSON secret in Secrets Manager with the same IRP_* names, read
// by IRP_SECRET_ARN and cached five minutes (lambdas/lib/secrets.ts). A missing value fails the
// report by name, which leaves the document "IRN pending", never the sale.

const text = z.string().trim().min(1);

const irpSchema = z.object({
  IRP_BASE_URL: z.url(),
  IRP_CLIENT_ID: text,
  IRP_CLIENT_SECRET: text,
  IRP_USERNAME: text,
  IRP_PASSWORD: text,
  /** PEM; a secret or .env may carry its line breaks as \n. */
  IRP_PUBLIC_KEY: text.transform((pem) => pem.replaceAll('\\n', '\n')),
});

type Environment = Record<string, string | undefined>;

export function parseIrpConfig(env: Environment, gstin: string): NicIrpConfig {
  const parsed = irpSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Missing or invalid e-invoice (IRP) configuration: ${names}`);
  }
  const config = parsed.data;
  return {
    baseUrl: config.IRP_BASE_URL.replace(/\/+$/, ''),
    clientId: config.IRP_CLIENT_ID,
    clientSecret: config.IRP_CLIENT_SECRET,
    username: config.IRP_USERNAME,
    password: config.IRP_PASSWORD,
    publicKey: config.IRP_PUBLIC_KEY,
    gstin,
  };
}

/** The environment with the IRP secret's IRP_* names over it, when IRP_SECRET_ARN is set. */
export async function loadIrpSecrets(env: Environment = process.env): Promise<Environment> {
  const secretArn = env.IRP_SECRET_ARN;
  if (!secretArn) return env;
  let json: unknown;
  try {
    json = JSON.parse((await secretString(secretArn)) ?? '');
  } catch {
    json = undefined; // the message below must not quote the secret
  }
  const secret = z.record(z.string(), z.string()).safeParse(json);
  if (!secret.success) throw new Error('The IRP secret must be a JSON object of strings.');
  const irpKeys = Object.entries(secret.data).filter(([name]) => name.startsWith('IRP_'));
  return { ...env, ...Object.fromEntries(irpKeys) };
}

/** The adapter, kept while its configuration stays the same, so its session lives on. */
let current: { fingerprint: string; provider: EInvoiceProvider } | undefined;

export async function eInvoiceProvider(supplierGstin: string): Promise<EInvoiceProvider> {
  const config = parseIrpConfig(await loadIrpSecrets(), supplierGstin);
  const fingerprint = JSON.stringify(config);
  if (current?.fingerprint !== fingerprint) {
    current = { fingerprint, provider: new NicIrpProvider(config) };
  }
  return current.provider;
}
