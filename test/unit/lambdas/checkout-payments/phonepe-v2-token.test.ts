import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhonePeV2Provider } from '#lambdas/checkout-payments/phonepe/phonepe-v2';
import { PaymentProviderError } from '#lambdas/checkout-payments/phonepe/provider-errors';

// The v2 adapter's token handling, with fetch stubbed: PhonePe's answers as its docs show them.

const config = {
  apiVersion: 'v2' as const,
  baseUrl: 'https://phonepe.test/apis/pg-sandbox',
  oauthBaseUrl: 'https://phonepe.test/apis/pg-sandbox',
  clientId: 'CLIENT',
  clientSecret: 'client-secret-never-shown',
  clientVersion: 1,
  webhookUsername: 'user',
  webhookPassword: 'pass',
};

const order = { orderId: 'OMO1', state: 'PENDING', amount: 100, paymentDetails: [] };

function stubPhonePe(options: { refuseFirstCall?: boolean } = {}) {
  const calls: string[] = [];
  let issued = 0;
  let refuse = options.refuseFirstCall ?? false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(url);
    if (url.endsWith('/v1/oauth/token')) {
      issued += 1;
      const form = new URLSearchParams(String(init.body));
      expect(form.get('grant_type')).toBe('client_credentials');
      return Response.json({
        access_token: `token-${issued}`,
        expires_at: Math.floor(clock / 1000) + 3600,
        token_type: 'O-Bearer',
      });
    }
    if (refuse) {
      refuse = false;
      return Response.json({ code: 'UNAUTHORIZED', message: 'Token expired' }, { status: 401 });
    }
    const headers = new Headers(init.headers);
    return Response.json({ ...order, usedToken: headers.get('authorization') });
  });
  return { calls, tokensIssued: () => issued };
}

let clock = Date.UTC(2026, 10, 22, 6, 0, 0);
const provider = () => new PhonePeV2Provider(config, { now: () => clock });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the v2 access token', () => {
  it('is fetched once and reused until shortly before it expires', async () => {
    const phonePe = stubPhonePe();
    const adapter = provider();

    await adapter.getStatus('NXT_1');
    clock += 3_400_000; // 56 min 40 s: still more than two minutes left
    await adapter.getStatus('NXT_1');
    expect(phonePe.tokensIssued()).toBe(1);

    clock += 120_000; // under two minutes left: refresh before PhonePe says it expired
    await adapter.getStatus('NXT_1');
    expect(phonePe.tokensIssued()).toBe(2);
  });

  it('is requested once for calls made at the same moment', async () => {
    const phonePe = stubPhonePe();
    const adapter = provider();

    await Promise.all([adapter.getStatus('A'), adapter.getStatus('B'), adapter.getStatus('C')]);

    expect(phonePe.tokensIssued()).toBe(1);
  });

  it('is fetched afresh, once, when PhonePe refuses the cached one', async () => {
    const phonePe = stubPhonePe();
    const adapter = provider();
    await adapter.getStatus('A');
    const refusing = stubPhonePe({ refuseFirstCall: true });

    await expect(adapter.getStatus('B')).resolves.toMatchObject({ state: 'PENDING' });
    expect(phonePe.tokensIssued() + refusing.tokensIssued()).toBe(2);
  });
});

describe('a PhonePe that does not answer', () => {
  it('becomes a PaymentProviderError after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const adapter = new PhonePeV2Provider(config, { timeoutMs: 20 });

    const error = await adapter.getStatus('A').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: 'TIMEOUT', statusCode: 502 });
  });
});
