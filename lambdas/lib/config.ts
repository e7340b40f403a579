import * as z from 'zod';
import { myLearningPath } from '#shared/learning/my-learning-path';

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

// The buckets are required wherever S3 is used, but parsed apart so an API area that never
// touches S3 (content, courses) does not need them in its Lambda's environment.
const storageConfigSchema = z.object({
  RESUMES_BUCKET: z.string().min(3),
  MEDIA_BUCKET: z.string().min(3),
  /** Set only locally: s3rver's address (path-style, credentials S3RVER/S3RVER). */
  S3_ENDPOINT: z.url().optional(),
});

// Links to the site in mail (a booking's confirmation link, an invoice's download).
const siteLinksConfigSchema = z.object({
  /** The site's own origin, for the provider's redirect back and the links in mail. */
  SITE_URL: z.url().default('http://localhost:3000'),
});

// Checkout (docs/product.md §10): parsed apart too, so only the checkout and payments areas need them.
const checkoutConfigSchema = siteLinksConfigSchema.extend({
  /** How long a seat and a coupon use stay held while the learner pays (docs/product.md §10). */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /**
   * Signs invoice download links. The default is for the local stack only; in the cloud the key
   * is read at runtime from the secret named by INVOICE_LINK_SECRET_ARN.
   */
  INVOICE_LINK_SECRET: z.string().min(16).default('local-only-invoice-link-secret'),
  INVOICE_LINK_SECRET_ARN: z.string().min(1).optional(),
  /**
   * The Lambda that issues invoices and credit notes and mails them, invoked asynchronously
   * after a webhook is answered. Absent locally, where the same work runs in the background.
   */
  MONEY_DOCUMENTS_FUNCTION_NAME: z.string().min(1).optional(),
});

// The render Lambda (decision 008): where pages go and which distribution serves them.
const siteRenderConfigSchema = z.object({
  AWS_REGION: z.string().min(1).default('ap-south-1'),
  /** The deployed site's address: canonical links, Open Graph, sitemap.xml, robots.txt. */
  SITE_URL: z.url(),
  SITE_BUCKET: z.string().min(3),
  /** Where uploaded featured images are read from, for the share cards of the items showing them. */
  MEDIA_BUCKET: z.string().min(3),
  /** Invalidated after each render; absent where nothing caches the pages. */
  DISTRIBUTION_ID: z.string().min(1).optional(),
});

// The learners' own user pool (decision 014), apart from the admins' pool.
const learnerIdentityConfigSchema = z.object({
  AWS_REGION: z.string().min(1).default('ap-south-1'),
  LEARNER_USER_POOL_ID: z.string().min(1),
  LEARNER_CLIENT_ID: z.string().min(1),
  /** Set only locally: the learner identity stand-in's address (scripts/local/learner-identity). */
  LEARNER_IDENTITY_ENDPOINT: z.url().optional(),
  /**
   * The sign-in answers no sooner than this after a request began, so a real address's answer
   * takes as long as a decoy's (decision 019): above the slowest real answer (the pool, its
   * trigger and the mail). The local stack, far quicker, sets less.
   */
  LEARNER_SIGN_IN_ANSWER_MS: z.coerce.number().int().min(0).max(10_000).default(1500),
});

// The admin (staff) pool: the Team section manages its users, and every admin route reads a
// person's two-step sign-in from it when the owners require it (decision 021).
const staffPoolConfigSchema = z.object({
  AWS_REGION: z.string().min(1).default('ap-south-1'),
  COGNITO_USER_POOL_ID: z.string().min(1),
  /** Set only locally: cognito-local's address. */
  COGNITO_ENDPOINT: z.url().optional(),
});

export type Config = z.infer<typeof configSchema>;
export type StorageConfig = z.infer<typeof storageConfigSchema>;
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

function parseEnvironment<S extends z.ZodType>(schema: S): z.infer<S> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Missing or invalid configuration: ${names}`);
  }
  return parsed.data;
}

let cached: Config | undefined;
let cachedStorage: StorageConfig | undefined;
let cachedCheckout: CheckoutConfig | undefined;

export function config(): Config {
  cached ??= parseEnvironment(configSchema);
  return cached;
}

export function storageConfig(): StorageConfig {
  cachedStorage ??= parseEnvironment(storageConfigSchema);
  return cachedStorage;
}

export function checkoutConfig(): CheckoutConfig {
  cachedCheckout ??= parseEnvironment(checkoutConfigSchema);
  return cachedCheckout;
}

/** The site's origin, for links in mail. */
export function siteUrl(): string {
  return parseEnvironment(siteLinksConfigSchema).SITE_URL;
}

/** My Learning's address, for the mails and calendar files that send a learner there. */
export const myLearningUrl = (site = siteUrl()): string => new URL(myLearningPath, site).toString();

export function learnerIdentityConfig(): z.infer<typeof learnerIdentityConfigSchema> {
  return parseEnvironment(learnerIdentityConfigSchema);
}

export function staffPoolConfig(): z.infer<typeof staffPoolConfigSchema> {
  return parseEnvironment(staffPoolConfigSchema);
}

export function siteRenderConfig(): z.infer<typeof siteRenderConfigSchema> {
  return parseEnvironment(siteRenderConfigSchema);
}
