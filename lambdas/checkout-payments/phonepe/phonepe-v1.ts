import * as z from 'zod';
import { UnauthorizedError, ValidationError } from '#lambdas/lib/errors';
import { callbackXVerify, sha256Hex, signaturesMatch, toBase64Json, xVerify } from './checksums';
import { callPhonePe, defaultTimeoutMs, headerValue } from './phonepe-http';
import { PaymentProviderError, type PaymentProviderOperation } from './provider-errors';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PaymentProvider,
  PaymentState,
  PaymentStatus,
  RefundInput,
  RefundStatus,
  WebhookNotice,
} from './provider';

// PhonePe PG v1, the API PhonePe documents first: a base64 JSON payload signed with
// X-VERIFY = SHA256(base64 + apiPath + saltKey) + '###' + saltIndex, the status API signed over
// its path, and an S2S callback {response: base64} signed with SHA256(response + saltKey).

export interface PhonePeV1Config {
  apiVersion: 'v1';
  /** e.g. https://api.phonepe.com/apis/hermes (UAT: https://api-preprod.phonepe.com/apis/pg-sandbox). */
  baseUrl: string;
  merchantId: string;
  saltKey: string;
  saltIndex: number;
}

const instrumentShape = z.object({ type: z.string(), utr: z.string().optional() });

const transaction = z.object({
  merchantId: z.string().optional(),
  merchantTransactionId: z.string(),
  transactionId: z.string().nullish(),
  amount: z.number().int(),
  state: z.string(),
  responseCode: z.string().nullish(),
  paymentInstrument: instrumentShape.nullish(),
});

/** Every v1 answer and callback comes in this envelope; `data` is absent on most errors. */
const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string().optional(),
    data: data.optional(),
  });

const payAnswer = envelope(
  z.object({
    instrumentResponse: z.object({
      redirectInfo: z.object({ url: z.url(), method: z.string().optional() }),
    }),
  }),
);
const statusAnswer = envelope(transaction);

/** v1 names PhonePe's own id of a refund `transactionId`, as it does a payment's. */
const providerRefundIdOf = (data: z.infer<typeof transaction> | undefined) =>
  data?.transactionId ? { providerRefundId: data.transactionId } : {};
const callbackBody = z.object({ response: z.string().min(1) });

export class PhonePeV1Provider implements PaymentProvider {
  readonly name = 'phonepe-v1' as const;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: PhonePeV1Config,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const mobileNumber = indianMobile(input.customer.phone);
    const answer = await this.signedPost('create the payment', '/pg/v1/pay', payAnswer, {
      merchantId: this.config.merchantId,
      merchantTransactionId: input.merchantTransactionId,
      // PhonePe wants a stable id per learner, alphanumeric; a hash keeps the e-mail out of it.
      merchantUserId: `MU${sha256Hex(input.customer.email.trim().toLowerCase()).slice(0, 32)}`,
      amount: input.amountPaise,
      redirectUrl: input.redirectUrl,
      redirectMode: 'REDIRECT',
      callbackUrl: input.callbackUrl,
      ...(mobileNumber ? { mobileNumber } : {}),
      paymentInstrument: { type: 'PAY_PAGE' },
    });
    const redirectUrl = answer.data?.instrumentResponse.redirectInfo.url;
    if (!answer.success || !redirectUrl) throw this.refused('create the payment', answer);
    return { redirectUrl };
  }

  async getStatus(merchantTransactionId: string): Promise<PaymentStatus> {
    const answer = await this.signedGet('read the payment status', merchantTransactionId);
    if (!answer.data) throw this.refused('read the payment status', answer);
    return toPaymentStatus(answer.data);
  }

  async refund(input: RefundInput): Promise<RefundStatus> {
    const answer = await this.signedPost('refund the payment', '/pg/v1/refund', statusAnswer, {
      merchantId: this.config.merchantId,
      originalTransactionId: input.merchantTransactionId,
      merchantTransactionId: input.merchantRefundId,
      amount: input.amountPaise,
    });
    if (!answer.data && !answer.success) throw this.refused('refund the payment', answer);
    return {
      merchantRefundId: input.merchantRefundId,
      state: answer.data ? transactionState(answer.data.state) : codeState(answer.code),
      ...providerRefundIdOf(answer.data),
    };
  }

  /** v1 answers a refund's status on the status API, under the refund's own id. */
  async getRefundStatus(merchantRefundId: string): Promise<RefundStatus> {
    const answer = await this.signedGet('read the refund status', merchantRefundId);
    if (!answer.data) throw this.refused('read the refund status', answer);
    return {
      merchantRefundId,
      state: transactionState(answer.data.state),
      ...providerRefundIdOf(answer.data),
    };
  }

  async parseWebhook(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<WebhookNotice> {
    let response: string | undefined;
    try {
      response = callbackBody.safeParse(JSON.parse(rawBody)).data?.response;
    } catch {
      response = undefined;
    }
    const received = headerValue(headers, 'x-verify')?.trim().toLowerCase();
    if (
      response === undefined ||
      !signaturesMatch(
        received,
        callbackXVerify(response, this.config.saltKey, this.config.saltIndex),
      )
    ) {
      throw new UnauthorizedError('Invalid PhonePe callback signature.');
    }
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    } catch {
      throw new ValidationError('The PhonePe callback payload is not base64 JSON.');
    }
    const parsed = statusAnswer.safeParse(decoded);
    const data = parsed.data?.data;
    if (!data) throw new ValidationError('The PhonePe callback has an unexpected shape.');
    if (data.merchantId !== undefined && data.merchantId !== this.config.merchantId) {
      throw new ValidationError('The PhonePe callback is for another merchant.');
    }
    // v1 calls back about refunds only where a refund names a callback URL, which ours do not:
    // a v1 refund settles through the scheduled job's status checks.
    return { kind: 'order', event: 'callback', status: toPaymentStatus(data) };
  }

  private signedPost<S extends z.ZodType>(
    operation: PaymentProviderOperation,
    apiPath: string,
    answer: S,
    payload: Record<string, unknown>,
  ): Promise<z.infer<S>> {
    const request = toBase64Json(payload);
    return callPhonePe({
      provider: this.name,
      operation,
      url: `${this.config.baseUrl}${apiPath}`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-verify': xVerify(request, apiPath, this.config.saltKey, this.config.saltIndex),
      },
      body: JSON.stringify({ request }),
      answer,
      timeoutMs: this.timeoutMs,
      secrets: [this.config.saltKey],
    });
  }

  /** The status API signs its path alone: SHA256(apiPath + saltKey) + '###' + saltIndex. */
  private signedGet(operation: PaymentProviderOperation, merchantTransactionId: string) {
    const apiPath = `/pg/v1/status/${encodeURIComponent(this.config.merchantId)}/${encodeURIComponent(merchantTransactionId)}`;
    return callPhonePe({
      provider: this.name,
      operation,
      url: `${this.config.baseUrl}${apiPath}`,
      method: 'GET',
      headers: {
        'content-type': 'application/json',
        'x-verify': xVerify('', apiPath, this.config.saltKey, this.config.saltIndex),
        'x-merchant-id': this.config.merchantId,
      },
      answer: statusAnswer,
      timeoutMs: this.timeoutMs,
      secrets: [this.config.saltKey],
    });
  }

  private refused(
    operation: PaymentProviderOperation,
    answer: { code: string; message?: string },
  ): PaymentProviderError {
    return new PaymentProviderError(this.name, operation, answer.code, answer.message ?? 'refused');
  }
}

function toPaymentStatus(data: z.infer<typeof transaction>): PaymentStatus {
  const instrument = data.paymentInstrument ?? undefined;
  return {
    merchantTransactionId: data.merchantTransactionId,
    state: transactionState(data.state),
    amountPaise: data.amount,
    transactionId: data.transactionId ?? undefined,
    paymentInstrument: instrument
      ? instrument.utr
        ? { type: instrument.type, utr: instrument.utr }
        : { type: instrument.type }
      : undefined,
  };
}

/** Anything PhonePe has not called COMPLETED or FAILED stays pending: never confirmed early. */
function transactionState(state: string): PaymentState {
  if (state === 'COMPLETED') return 'COMPLETED';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

function codeState(code: string): PaymentState {
  if (code === 'PAYMENT_SUCCESS') return 'COMPLETED';
  if (code === 'PAYMENT_PENDING' || code === 'INTERNAL_SERVER_ERROR') return 'PENDING';
  return 'FAILED';
}

/** PhonePe takes a 10-digit Indian mobile; anything else is left out rather than refused. */
function indianMobile(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}
