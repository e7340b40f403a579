import * as z from 'zod';
import { aesDecrypt, aesEncrypt, newAppKey, rsaEncrypt } from './irp-crypto';
import { EInvoiceProviderError, irpErrorCodes, type EInvoiceOperation } from './irp-errors';
import type { IrnPayload } from './irn-payload';
import type { EInvoiceProvider, IrnCancelReason, IrnDetails } from './irp-provider';

// The NIC e-invoice API (IRP), version 1.04 of its sign-in and 1.03 of its invoice calls
// (decision 027): a sign-in with the API user's name, the password and a fresh app key
// RSA-encrypted with the IRP's public key, answering a token and a session key (Sek) kept until
// the token's expiry; then generate, get by IRN and cancel, each body and answer AES-encrypted
// with the Sek. The IRP answers refusals as Status 0 with ErrorDetails, usually with HTTP 200.

export interface NicIrpConfig {
  /** e.g. https://einv-apisandbox.nic.in (NIC's sandbox) or the production host a GSP gives. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The IRP's public key (PEM) for the sign-in's encryption. */
  publicKey: string;
  /** The supplier's GSTIN the API user belongs to. */
  gstin: string;
}

const errorDetails = z
  .array(z.object({ ErrorCode: z.coerce.string(), ErrorMessage: z.string().optional() }))
  .optional();

const envelope = z.object({
  Status: z.coerce.number(),
  Data: z.unknown().optional(),
  ErrorDetails: errorDetails,
  InfoDtls: z
    .array(z.object({ InfCd: z.string(), Desc: z.unknown() }))
    .nullish()
    .catch(undefined),
});

const signInData = z.object({
  AuthToken: z.string().min(1),
  Sek: z.string().min(1),
  TokenExpiry: z.string(),
});

const irnData = z.object({
  Irn: z.string().length(64),
  AckNo: z.coerce.string(),
  AckDt: z.string(),
  SignedQRCode: z.string().min(1),
  SignedInvoice: z.string().optional(),
  Status: z.string().optional(),
});

const duplicateInfo = z.object({ Irn: z.string().length(64) });
const cancelData = z.object({ Irn: z.string(), CancelDate: z.string() });

export const defaultIrpTimeoutMs = 10_000;
/** Sign in again this long before the IRP's token expires. */
const tokenRefreshMarginMs = 5 * 60_000;

/** "2026-11-27 21:04:00" in IST → the instant. */
export const irpInstant = (text: string) => new Date(`${text.replace(' ', 'T')}+05:30`);

interface Session {
  token: string;
  sek: Buffer;
  refreshAt: number;
}

export class NicIrpProvider implements EInvoiceProvider {
  readonly name = 'nic-irp' as const;
  private session?: Session;
  private signingIn?: Promise<Session>;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly config: NicIrpConfig,
    options: { timeoutMs?: number; now?: () => number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? defaultIrpTimeoutMs;
    this.now = options.now ?? Date.now;
  }

  async generateIrn(payload: IrnPayload): Promise<IrnDetails> {
    const answer = await this.sessionCall(
      'generate the IRN',
      'POST',
      '/eicore/v1.03/Invoice',
      payload,
    );
    if (answer.ok) return toIrnDetails('generate the IRN', answer.data);
    // Registered by an earlier attempt whose answer we lost: take that IRN, never a second one.
    if (answer.codes.includes(irpErrorCodes.duplicateIrn)) {
      const duplicate = answer.info
        .filter((info) => info.InfCd === 'DUPIRN')
        .map((info) => duplicateInfo.safeParse(info.Desc))
        .find((parsed) => parsed.success);
      if (duplicate?.data) return this.getByIrn(duplicate.data.Irn);
    }
    throw answer.error;
  }

  async getByIrn(irn: string): Promise<IrnDetails> {
    const path = `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`;
    const answer = await this.sessionCall('read the IRN', 'GET', path);
    if (!answer.ok) throw answer.error;
    return toIrnDetails('read the IRN', answer.data);
  }

  async cancelIrn(irn: string, reason: IrnCancelReason, remark: string) {
    const body = { Irn: irn, CnlRsn: reason, CnlRem: remark.slice(0, 100) };
    const answer = await this.sessionCall(
      'cancel the IRN',
      'POST',
      '/eicore/v1.03/Invoice/Cancel',
      body,
    );
    if (!answer.ok) throw answer.error;
    const parsed = cancelData.safeParse(answer.data);
    if (!parsed.success) throw unreadable('cancel the IRN');
    return { irn: parsed.data.Irn, cancelDate: parsed.data.CancelDate };
  }

  /** A call with the session's token and key; an expired or refused token signs in once more. */
  private async sessionCall(
    operation: EInvoiceOperation,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<CallAnswer> {
    const send = async () => {
      const session = await this.currentSession();
      const answer = await this.call(operation, method, path, {
        headers: { user_name: this.config.username, AuthToken: session.token },
        body:
          body === undefined ? undefined : { Data: aesEncrypt(session.sek, JSON.stringify(body)) },
      });
      if (!answer.ok) return answer;
      if (typeof answer.data !== 'string') throw unreadable(operation);
      try {
        return {
          ...answer,
          data: JSON.parse(aesDecrypt(session.sek, answer.data).toString('utf8')),
        };
      } catch {
        throw unreadable(operation);
      }
    };
    const first = await send();
    if (!first.ok && first.codes.includes(irpErrorCodes.invalidToken) && this.session) {
      this.session = undefined;
      return send();
    }
    return first;
  }

  private async currentSession(): Promise<Session> {
    if (this.session && this.now() < this.session.refreshAt) return this.session;
    this.signingIn ??= this.signIn().finally(() => {
      this.signingIn = undefined;
    });
    return this.signingIn;
  }

  private async signIn(): Promise<Session> {
    const appKey = newAppKey();
    const credentials = {
      UserName: this.config.username,
      Password: this.config.password,
      AppKey: appKey.toString('base64'),
      ForceRefreshAccessToken: false,
    };
    const answer = await this.call('sign in', 'POST', '/eivital/v1.04/auth', {
      headers: {},
      body: { Data: rsaEncrypt(this.config.publicKey, Buffer.from(JSON.stringify(credentials))) },
    });
    if (!answer.ok) throw answer.error;
    const data = signInData.safeParse(answer.data);
    if (!data.success) throw unreadable('sign in');
    let sek: Buffer;
    try {
      sek = aesDecrypt(appKey, data.data.Sek);
    } catch {
      throw unreadable('sign in');
    }
    const expiresAt = irpInstant(data.data.TokenExpiry).getTime();
    const margin = Math.min(tokenRefreshMarginMs, Math.max(0, (expiresAt - this.now()) / 2));
    this.session = { token: data.data.AuthToken, sek, refreshAt: expiresAt - margin };
    return this.session;
  }

  /** One HTTP call with a deadline; a refusal comes back as codes, a failure is thrown. */
  private async call(
    operation: EInvoiceOperation,
    method: 'GET' | 'POST',
    path: string,
    request: { headers: Record<string, string>; body?: unknown },
  ): Promise<CallAnswer> {
    const fail = (code: string, message: string, status?: number) =>
      new EInvoiceProviderError(operation, code, this.redact(message), status);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          Gstin: this.config.gstin,
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw fail('TIMEOUT', `no answer within ${this.timeoutMs} ms`);
      }
      throw fail('NETWORK_ERROR', error instanceof Error ? error.message : 'request failed');
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const parsed = envelope.safeParse(json);
    if (!parsed.success) {
      throw fail(
        `HTTP_${response.status}`,
        response.ok ? 'an unreadable answer' : response.statusText,
        response.status,
      );
    }
    const { Status, Data, ErrorDetails, InfoDtls } = parsed.data;
    if (Status === 1 && response.ok) return { ok: true, data: Data };
    const details = ErrorDetails ?? [];
    const codes = details.map((detail) => detail.ErrorCode);
    const message = details
      .map((detail) => `${detail.ErrorCode}: ${detail.ErrorMessage ?? ''}`)
      .join('; ');
    return {
      ok: false,
      codes,
      info: InfoDtls ?? [],
      error: fail(codes[0] ?? `HTTP_${response.status}`, message || 'refused', response.status),
    };
  }

  private redact(text: string): string {
    let safe = text;
    for (const secret of [
      this.config.password,
      this.config.clientSecret,
      this.session?.token ?? '',
    ]) {
      if (secret.length >= 4) safe = safe.split(secret).join('[redacted]');
    }
    return safe.slice(0, 300);
  }
}

type CallAnswer =
  | { ok: true; data: unknown }
  | {
      ok: false;
      codes: string[];
      info: { InfCd: string; Desc: unknown }[];
      error: EInvoiceProviderError;
    };

const unreadable = (operation: EInvoiceOperation) =>
  new EInvoiceProviderError(operation, 'INVALID_RESPONSE', 'the answer had an unexpected shape');

function toIrnDetails(operation: EInvoiceOperation, data: unknown): IrnDetails {
  const parsed = irnData.safeParse(data);
  if (!parsed.success) throw unreadable(operation);
  const { Irn, AckNo, AckDt, SignedQRCode, SignedInvoice, Status } = parsed.data;
  return {
    irn: Irn,
    ackNo: AckNo,
    ackDate: AckDt,
    signedQrCode: SignedQRCode,
    ...(SignedInvoice ? { signedInvoice: SignedInvoice } : {}),
    status: Status ?? 'ACT',
  };
}
