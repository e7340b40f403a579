import { expect } from 'vitest';
import type { RunningService } from '#scripts/local/child-process';
import { freePort } from '#scripts/local/throwaway-settings';
import {
  startPhonePeSandbox,
  type PhonePeSandboxCredentials,
  type PhonePeSandboxOptions,
} from '#scripts/phonepe-sandbox/server';
import { newWebhookCredentials } from '#shared/checkout/phonepe-webhook-credentials';
import { WebhookListener } from './webhook-listener';

// A PhonePe sandbox of one test file's own, with fresh credentials and its webhooks going to a
// listener of the file's own: for tests that change the sandbox for everyone (its rate limit) or
// that read every webhook it sends, which the shared stack's sandbox sends to the site's API.

export interface OwnSandbox {
  url: string;
  credentials: PhonePeSandboxCredentials;
  listener: WebhookListener;
  /** The path on the listener where the sandbox's v2 webhooks arrive. */
  webhookPath: string;
  stop(): Promise<void>;
}

export async function startOwnSandbox(
  options: Pick<PhonePeSandboxOptions, 'refundSettleAfterSeconds'> = {},
): Promise<OwnSandbox> {
  const listener = new WebhookListener();
  await listener.start();
  const webhook = newWebhookCredentials();
  const credentials: PhonePeSandboxCredentials = {
    clientId: 'OWN_SANDBOX_CLIENT',
    clientSecret: 'own_sandbox_client_secret',
    clientVersion: 1,
    webhookUsername: webhook.username,
    webhookPassword: webhook.password,
    merchantId: 'OWNSANDBOXMERCHANT',
    saltKey: 'own_sandbox_salt_key',
    saltIndex: 1,
  };
  const webhookPath = '/phonepe/webhook';
  const sandbox: RunningService = await startPhonePeSandbox({
    port: await freePort(),
    credentials,
    webhookUrl: `${listener.url}${webhookPath}`,
    merchantName: 'Nexora Technologies',
    ...options,
  });
  return {
    url: sandbox.url,
    credentials,
    listener,
    webhookPath,
    stop: async () => {
      await sandbox.stop();
      await listener.stop();
    },
  };
}

/** A sandbox-only control call (scripts/phonepe-sandbox/control-api.ts), which must answer 200. */
export async function sandboxControl<T = Record<string, unknown>>(
  sandbox: Pick<OwnSandbox, 'url'>,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}
