import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { originVerifyHeader } from '#shared/operations/origin-verify';
import { secretString } from './secrets';

// Only CloudFront may call the API (decision 004): CloudFront adds a secret header to
// every /api/* request it forwards, and the API refuses a request without it, so the execute-api
// address cannot be called around CloudFront, and the visitor address CloudFront writes
// (x-viewer-address) can be trusted. During a rotation CloudFront may still send the previous
// value for a few minutes, so both are accepted (docs/deploy.md).

const originVerifyConfig = z.object({
  /** The cloud: the secret CloudFront's origin header is made from (infra/constructs/api.ts). */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  /** The local stack: the value its site server adds, as CloudFront does. */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
});

async function acceptedValues(): Promise<string[] | undefined> {
  const { ORIGIN_VERIFY_SECRET_ARN, ORIGIN_VERIFY_SECRET } = originVerifyConfig.parse(process.env);
  if (ORIGIN_VERIFY_SECRET) return [ORIGIN_VERIFY_SECRET];
  if (!ORIGIN_VERIFY_SECRET_ARN) return undefined;
  const values = await Promise.all([
    secretString(ORIGIN_VERIFY_SECRET_ARN),
    secretString(ORIGIN_VERIFY_SECRET_ARN, 'AWSPREVIOUS'),
  ]);
  return values.filter((value): value is string => Boolean(value));
}

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True when the request came through our CloudFront, or when no origin check is configured. */
export async function cameThroughCloudFront(
  headers: Record<string, string | undefined> | undefined,
): Promise<boolean> {
  const accepted = await acceptedValues();
  if (!accepted) return true;
  const given = headers?.[originVerifyHeader];
  return given !== undefined && accepted.some((value) => same(given, value));
}
