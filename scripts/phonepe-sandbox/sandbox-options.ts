import { webhookCredentialProblems } from '#shared/checkout/phonepe-webhook-credentials';
import { httpUrl, loopback } from '../local/listen-host';

// How the sandbox is started. The credentials are the sandbox's own, generated constants (the
// local stack passes them to the handlers too); the sandbox checks them exactly as PhonePe checks
// a merchant's, so a wrong key fails locally as it would in UAT, and refuses to start with webhook
// credentials PhonePe's dashboard would not save.

export interface PhonePeSandboxCredentials {
  /** Standard Checkout v2: OAuth client credentials. */
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** v2: the webhook's Authorization is SHA256(username:password). */
  webhookUsername: string;
  webhookPassword: string;
  /** PG v1: merchant id, salt key and salt index. */
  merchantId: string;
  saltKey: string;
  saltIndex: number;
}

export interface PhonePeSandboxOptions {
  /** The address to listen on: loopback (the default) unless the stack's HOST says otherwise. */
  host?: string;
  port: number;
  credentials: PhonePeSandboxCredentials;
  /** Where browsers reach the sandbox (its checkout pages); defaults to http://{host}:{port}. */
  publicUrl?: string;
  /** v2 only: the merchant's webhook URL, as configured on PhonePe's dashboard. */
  webhookUrl?: string;
  /** Shown on the checkout page. */
  merchantName?: string;
  /** v2 access tokens live this long (PhonePe: about an hour). */
  tokenLifetimeSeconds?: number;
  /** Pauses before each retry of a webhook that was not answered 2xx. */
  webhookRetryDelaysMs?: number[];
  /** v1 orders carry no expiry of their own; they lapse after this long unpaid. */
  v1OrderLifetimeSeconds?: number;
  /**
   * API calls each surface (v2, v1) takes in any one second before answering 429, as PhonePe
   * rate-limits. Far above what the tests and `npm run bench` send (checkout peaks near 60/s on
   * the bench's machine); a test lowers it with `POST /__sandbox/rate-limit`.
   */
  rateLimitPerSecond?: number;
  /**
   * Completes a PENDING refund by itself this long after it was made, and sends its webhook, as
   * PhonePe settles refunds without anyone asking: what `npm start` does, so a developer sees a
   * refund go from pending to refunded. 0 (the default) leaves every refund to the control API,
   * which is what tests want.
   */
  refundSettleAfterSeconds?: number;
}

export type ResolvedSandboxOptions = Required<Omit<PhonePeSandboxOptions, 'webhookUrl'>> &
  Pick<PhonePeSandboxOptions, 'webhookUrl'>;

export const defaultRateLimitPerSecond = 1000;

export function resolveSandboxOptions(options: PhonePeSandboxOptions): ResolvedSandboxOptions {
  const problems = webhookCredentialProblems({
    username: options.credentials.webhookUsername,
    password: options.credentials.webhookPassword,
  });
  if (problems.length > 0) {
    throw new Error(
      `The PhonePe sandbox will not start with webhook credentials PhonePe's dashboard refuses: ${problems.join('; ')}.`,
    );
  }
  const host = options.host ?? loopback;
  return {
    host,
    port: options.port,
    credentials: options.credentials,
    publicUrl: (options.publicUrl ?? httpUrl(host, options.port)).replace(/\/+$/, ''),
    webhookUrl: options.webhookUrl,
    merchantName: options.merchantName ?? 'Sandbox Merchant',
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs ?? [250, 500, 1000],
    v1OrderLifetimeSeconds: options.v1OrderLifetimeSeconds ?? 20 * 60,
    rateLimitPerSecond: options.rateLimitPerSecond ?? defaultRateLimitPerSecond,
    refundSettleAfterSeconds: options.refundSettleAfterSeconds ?? 0,
  };
}
