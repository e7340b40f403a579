import { describe, expect, it } from 'vitest';
import {
  createPaymentProvider,
  loadPaymentSecrets,
  maskedPaymentConfig,
  parsePaymentConfig,
} from '#lambdas/checkout-payments/phonepe/payment-config';

const v2Env = {
  PHONEPE_BASE_URL: 'https://api-preprod.phonepe.com/apis/pg-sandbox/',
  PHONEPE_CLIENT_ID: 'TEST-CLIENT',
  PHONEPE_CLIENT_SECRET: 'client-secret-value-9f3a',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'hooks',
  PHONEPE_WEBHOOK_PASSWORD: 'short',
};

const v1Env = {
  PHONEPE_API_VERSION: 'v1',
  PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
  PHONEPE_MERCHANT_ID: 'NEXORAMERCHANT',
  PHONEPE_SALT_KEY: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399',
  PHONEPE_SALT_INDEX: '2',
};

describe('parsePaymentConfig', () => {
  it('chooses Standard Checkout v2 by default, with the token API beside UAT', () => {
    const config = parsePaymentConfig(v2Env);
    expect(config).toMatchObject({
      apiVersion: 'v2',
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      oauthBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      clientVersion: 1,
    });
    expect(createPaymentProvider(config).name).toBe('phonepe-v2');
  });

  it("uses production's separate identity-manager for tokens", () => {
    const config = parsePaymentConfig({
      ...v2Env,
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg',
    });
    expect(config).toMatchObject({ oauthBaseUrl: 'https://api.phonepe.com/apis/identity-manager' });
  });

  it('chooses PG v1 when PHONEPE_API_VERSION is v1', () => {
    const config = parsePaymentConfig(v1Env);
    expect(config).toMatchObject({ apiVersion: 'v1', merchantId: 'NEXORAMERCHANT', saltIndex: 2 });
    expect(createPaymentProvider(config).name).toBe('phonepe-v1');
  });

  it('names every missing setting of the chosen version', () => {
    expect(() => parsePaymentConfig({ PHONEPE_BASE_URL: v2Env.PHONEPE_BASE_URL })).toThrow(
      /PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_CLIENT_VERSION, PHONEPE_WEBHOOK_USERNAME, PHONEPE_WEBHOOK_PASSWORD/,
    );
    expect(() => parsePaymentConfig({ ...v1Env, PHONEPE_SALT_KEY: '' })).toThrow(
      /PHONEPE_SALT_KEY/,
    );
    expect(() => parsePaymentConfig({ ...v2Env, PHONEPE_API_VERSION: 'v3' })).toThrow(
      /PHONEPE_API_VERSION/,
    );
  });
});

describe('maskedPaymentConfig', () => {
  it('shows the v2 client id and masks the secrets, keeping the last four of a long one', () => {
    expect(maskedPaymentConfig(parsePaymentConfig(v2Env))).toEqual({
      provider: 'PhonePe',
      apiVersion: 'v2',
      environment: 'Sandbox',
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      clientId: 'TEST-CLIENT',
      clientVersion: 1,
      clientSecret: '••••9f3a',
      webhookUsername: 'hooks',
      webhookPassword: '••••',
    });
  });

  it('shows the v1 merchant id, masks the salt key and calls api.phonepe.com Production', () => {
    const masked = maskedPaymentConfig(parsePaymentConfig(v1Env));
    expect(masked).toMatchObject({
      environment: 'Production',
      merchantId: 'NEXORAMERCHANT',
      saltIndex: 2,
      saltKey: '••••0399',
    });
    expect(JSON.stringify(masked)).not.toContain(v1Env.PHONEPE_SALT_KEY);
  });

  it('calls the local sandbox Sandbox', () => {
    const local = parsePaymentConfig({ ...v2Env, PHONEPE_BASE_URL: 'http://127.0.0.1:4010' });
    expect(maskedPaymentConfig(local).environment).toBe('Sandbox');
  });
});

describe('loadPaymentSecrets', () => {
  it('uses the environment alone when no PHONEPE_SECRET_ARN is set', async () => {
    await expect(loadPaymentSecrets(v2Env)).resolves.toBe(v2Env);
  });
});
