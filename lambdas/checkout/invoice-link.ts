import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkoutConfig } from '../lib/config';
import { traced } from '../lib/tracer';

// The invoice download link in the confirmation mail: the enrollment id signed with
// INVOICE_LINK_SECRET, so only the learner's link opens it and ids cannot be guessed into one.

let signingKey: Promise<string> | undefined;

/** The key, read once per cold start: from Secrets Manager in the cloud, the environment locally. */
function invoiceLinkKey(): Promise<string> {
  const { INVOICE_LINK_SECRET, INVOICE_LINK_SECRET_ARN } = checkoutConfig();
  if (!INVOICE_LINK_SECRET_ARN) return Promise.resolve(INVOICE_LINK_SECRET);
  signingKey ??= import('@aws-sdk/client-secrets-manager')
    .then(async ({ SecretsManagerClient, GetSecretValueCommand }) => {
      const client = traced(new SecretsManagerClient({ region: process.env.AWS_REGION }));
      const { SecretString } = await client.send(
        new GetSecretValueCommand({ SecretId: INVOICE_LINK_SECRET_ARN }),
      );
      if (!SecretString) throw new Error('The invoice link secret has no string value.');
      return SecretString;
    })
    .catch((error: unknown) => {
      signingKey = undefined;
      throw error;
    });
  return signingKey;
}

export async function invoiceLinkToken(enrollmentId: string): Promise<string> {
  return createHmac('sha256', await invoiceLinkKey())
    .update(enrollmentId)
    .digest('base64url');
}

export async function isInvoiceLinkToken(
  enrollmentId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(await invoiceLinkToken(enrollmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function invoiceUrl(enrollmentId: string): Promise<string> {
  const url = new URL(
    `/api/invoices/${encodeURIComponent(enrollmentId)}`,
    checkoutConfig().SITE_URL,
  );
  url.searchParams.set('token', await invoiceLinkToken(enrollmentId));
  return url.toString();
}
