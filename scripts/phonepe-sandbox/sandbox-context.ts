import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OrderBook } from './orders';
import type { ApiSurface, RateLimit } from './rate-limit';
import type { ResolvedSandboxOptions } from './sandbox-options';
import type { WebhookSender } from './webhooks';

// What every route of the sandbox shares: its options, its memory and its webhook sender.

export interface SandboxContext {
  options: ResolvedSandboxOptions;
  orders: OrderBook;
  webhooks: WebhookSender;
  /** v2 access tokens and when each expires (epoch ms). */
  tokens: Map<string, number>;
  rateLimit: RateLimit;
}

export interface SandboxRoute {
  method: 'GET' | 'POST';
  /** Matched against the raw (still percent-encoded) path; groups are decoded for the handler. */
  path: RegExp;
  /** PhonePe's APIs are rate-limited per surface; checkout pages and control endpoints are not. */
  surface?: ApiSurface;
  handle(
    context: SandboxContext,
    request: IncomingMessage,
    response: ServerResponse,
    parameters: string[],
  ): Promise<void>;
}
