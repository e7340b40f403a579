import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { RunningService } from '../local/child-process';
import { httpUrl, loopback } from '../local/listen-host';
import {
  header,
  parseJson,
  readBody,
  SandboxHttpError,
  sendJson,
} from '../phonepe-sandbox/http-io';
import { controlRoutes } from './control-api';
import {
  aesDecrypt,
  aesEncrypt,
  newSandboxKeys,
  rsaDecrypt,
  signJwt,
  type SandboxKeys,
} from './irp-crypto';
import { checkInvoice, type IrpError } from './invoice-schema';
import { istTimestamp, Registry, type RegisteredDocument, type Session } from './registry';

// Stands in for the NIC e-invoice API (the IRP) on its own port (decision 027): the sign-in with
// an RSA-encrypted password and app key, answering a token and an AES session key; generate IRN
// with NIC's schema checks and error codes (2150 with the existing IRN for a duplicate); get by
// IRN; cancel within 24 hours. Its QR codes and invoices are JWTs signed with a key of its own.
// Sandbox-only /__sandbox/ endpoints let tests make it fail and read what it registered.

export interface IrpSandboxCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface IrpSandboxOptions {
  host?: string;
  /** 0 takes any free port (the sandbox's `url` tells which). */
  port: number;
  credentials: IrpSandboxCredentials;
  /** NIC's sandbox: 60 minutes; production: 360. */
  tokenLifetimeSeconds?: number;
}

export interface IrpSandbox extends RunningService {
  /** The sign-in's public key (PEM), as NIC publishes its own. */
  publicKey: string;
  /** The key its JWTs verify with (PEM). */
  signingKey: string;
}

export interface SandboxContext {
  options: Required<Omit<IrpSandboxOptions, 'host'>> & { host: string };
  keys: SandboxKeys;
  registry: Registry;
}

type Handler = (
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
  parameters: string[],
) => Promise<void>;

export interface SandboxRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  /** An API call of the IRP's (not a control endpoint): fails with the failure mode. */
  api?: boolean;
  handle: Handler;
}

/** The IRP's refusal: Status 0 with its error codes (HTTP 200, as NIC answers them). */
const refusal = (errors: IrpError[], info?: unknown) => ({
  Status: 0,
  ErrorDetails: errors,
  ...(info ? { InfoDtls: info } : {}),
});
const refuse = (response: ServerResponse, code: string, message: string, status = 200) =>
  sendJson(response, status, refusal([{ ErrorCode: code, ErrorMessage: message }]));

const twentyFourHoursMs = 24 * 60 * 60_000;

/** The caller's client id and secret, as every call carries them. */
function clientProblem(context: SandboxContext, request: IncomingMessage): string | undefined {
  const { clientId, clientSecret } = context.options.credentials;
  if (
    header(request, 'client_id') !== clientId ||
    header(request, 'client_secret') !== clientSecret
  ) {
    return 'Invalid Client-ID/Client-Secret';
  }
  return undefined;
}

/** The signed-in session the call's headers name, or a refusal sent. */
function sessionOf(
  context: SandboxContext,
  request: IncomingMessage,
  response: ServerResponse,
): Session | undefined {
  const problem = clientProblem(context, request);
  if (problem) return void refuse(response, '1010', problem, 401);
  if (header(request, 'user_name') !== context.options.credentials.username) {
    return void refuse(response, '1005', 'Invalid Token');
  }
  const session = context.registry.session(header(request, 'AuthToken'), Date.now());
  if (!session) return void refuse(response, '1005', 'Invalid Token');
  return session;
}

/** The request's Data, decrypted with the session key; undefined (and 400 sent) if unreadable. */
async function sessionBody(
  request: IncomingMessage,
  response: ServerResponse,
  session: Session,
): Promise<unknown> {
  const body = parseJson(
    await readBody(request),
    refusal([{ ErrorCode: '5001', ErrorMessage: 'Invalid JSON' }]),
  );
  const data = (body as { Data?: unknown }).Data;
  try {
    if (typeof data !== 'string') throw new Error('no Data');
    return JSON.parse(aesDecrypt(session.sek, data).toString('utf8'));
  } catch {
    refuse(response, '5001', 'Data could not be decrypted with the session key', 400);
    return undefined;
  }
}

const answer = (response: ServerResponse, session: Session, data: unknown) =>
  sendJson(response, 200, { Status: 1, Data: aesEncrypt(session.sek, JSON.stringify(data)) });

const irnAnswer = (document: RegisteredDocument) => ({
  AckNo: Number(document.ackNo),
  AckDt: document.ackDate,
  Irn: document.irn,
  SignedInvoice: document.signedInvoice,
  SignedQRCode: document.signedQrCode,
  Status: document.status,
  EwbNo: null,
  EwbDt: null,
  EwbValidTill: null,
});

const signIn: SandboxRoute = {
  method: 'POST',
  path: /^\/eivital\/v1\.04\/auth$/,
  api: true,
  async handle(context, request, response) {
    const problem = clientProblem(context, request);
    if (problem) return refuse(response, '1010', problem, 401);
    const body = parseJson(
      await readBody(request),
      refusal([{ ErrorCode: '5001', ErrorMessage: 'Invalid JSON' }]),
    );
    let credentials: { UserName?: string; Password?: string; AppKey?: string };
    try {
      const data = (body as { Data?: string }).Data ?? '';
      credentials = JSON.parse(
        rsaDecrypt(context.keys.encryption.privateKey, data).toString('utf8'),
      );
    } catch {
      return refuse(response, '1011', 'Data could not be decrypted with the public key', 400);
    }
    const { username, password } = context.options.credentials;
    if (credentials.UserName !== username) return refuse(response, '1017', 'Incorrect user id');
    if (credentials.Password !== password) return refuse(response, '1019', 'Incorrect password');
    const appKey = Buffer.from(credentials.AppKey ?? '', 'base64');
    if (appKey.length !== 32) return refuse(response, '1012', 'AppKey must be 32 bytes, base64');
    const now = Date.now();
    const session = context.registry.newSession(context.options.tokenLifetimeSeconds, now);
    sendJson(response, 200, {
      Status: 1,
      Data: {
        ClientId: context.options.credentials.clientId,
        UserName: username,
        AuthToken: session.token,
        Sek: aesEncrypt(appKey, session.sek),
        TokenExpiry: istTimestamp(session.expiresAt),
      },
    });
  },
};

const generate: SandboxRoute = {
  method: 'POST',
  path: /^\/eicore\/v1\.03\/Invoice$/,
  api: true,
  async handle(context, request, response) {
    const session = sessionOf(context, request, response);
    if (!session) return;
    const body = await sessionBody(request, response, session);
    if (body === undefined) return;
    const now = Date.now();
    const today = istTimestamp(now).slice(0, 10);
    const checked = checkInvoice(body, header(request, 'Gstin') ?? '', today);
    if (!checked.ok) return sendJson(response, 200, refusal(checked.errors));
    const { failure } = context.registry;
    if (failure.mode === 'refuse') return refuse(response, failure.code, failure.message);
    const { invoice } = checked;
    const irn = context.registry.irnOf(invoice);
    const existing = context.registry.documents.get(irn);
    if (existing) {
      // NIC's answer to a document it registered before: 2150, with the existing IRN and ack.
      const info = [
        {
          InfCd: 'DUPIRN',
          Desc: { AckNo: Number(existing.ackNo), AckDt: existing.ackDate, Irn: existing.irn },
        },
      ];
      return sendJson(
        response,
        200,
        refusal([{ ErrorCode: '2150', ErrorMessage: 'Duplicate IRN' }], info),
      );
    }
    const ackNo = context.registry.nextAckNo(now);
    const ackDate = istTimestamp(now);
    const signing = context.keys.signing.privateKey;
    const qrData = {
      SellerGstin: invoice.SellerDtls.Gstin,
      BuyerGstin: invoice.BuyerDtls.Gstin,
      DocNo: invoice.DocDtls.No,
      DocTyp: invoice.DocDtls.Typ,
      DocDt: invoice.DocDtls.Dt,
      TotInvVal: invoice.ValDtls.TotInvVal,
      ItemCnt: invoice.ItemList.length,
      MainHsnCode: invoice.ItemList[0]!.HsnCd,
      Irn: irn,
      IrnDt: ackDate,
    };
    const document: RegisteredDocument = {
      irn,
      ackNo,
      ackDate,
      signedQrCode: signJwt(
        signing,
        { data: JSON.stringify(qrData), iss: 'NIC Sandbox' },
        'irp-sandbox',
      ),
      signedInvoice: signJwt(
        signing,
        {
          data: JSON.stringify({ ...invoice, Irn: irn, AckNo: Number(ackNo), AckDt: ackDate }),
          iss: 'NIC Sandbox',
        },
        'irp-sandbox',
      ),
      invoice,
      registeredAt: now,
      status: 'ACT',
    };
    context.registry.documents.set(irn, document);
    if (failure.mode === 'lose-answer') {
      return sendJson(response, 504, { message: 'Endpoint request timed out' });
    }
    answer(response, session, irnAnswer(document));
  },
};

const getByIrn: SandboxRoute = {
  method: 'GET',
  path: /^\/eicore\/v1\.03\/Invoice\/irn\/([^/]+)$/,
  api: true,
  async handle(context, request, response, [irn = '']) {
    const session = sessionOf(context, request, response);
    if (!session) return;
    const document = context.registry.documents.get(irn);
    if (!document || document.invoice.SellerDtls.Gstin !== header(request, 'Gstin')) {
      return refuse(response, '2154', 'IRN details are not found');
    }
    answer(response, session, irnAnswer(document));
  },
};

const cancel: SandboxRoute = {
  method: 'POST',
  path: /^\/eicore\/v1\.03\/Invoice\/Cancel$/,
  api: true,
  async handle(context, request, response) {
    const session = sessionOf(context, request, response);
    if (!session) return;
    const body = (await sessionBody(request, response, session)) as
      { Irn?: string; CnlRsn?: string; CnlRem?: string } | undefined;
    if (body === undefined) return;
    if (!['1', '2', '3', '4'].includes(String(body.CnlRsn))) {
      return refuse(response, '5002', 'CnlRsn: must be 1, 2, 3 or 4');
    }
    const document = body.Irn ? context.registry.documents.get(body.Irn) : undefined;
    if (!document || document.invoice.SellerDtls.Gstin !== header(request, 'Gstin')) {
      return refuse(response, '2154', 'IRN details are not found');
    }
    if (document.status === 'CNL') return refuse(response, '9999', 'Invoice is not active');
    const now = Date.now();
    if (now - document.registeredAt > twentyFourHoursMs) {
      return refuse(
        response,
        '2270',
        'The allowed cancellation time limit is crossed, you cannot cancel the IRN',
      );
    }
    document.status = 'CNL';
    document.cancelDate = istTimestamp(now);
    document.cancelReason = String(body.CnlRsn);
    answer(response, session, { Irn: document.irn, CancelDate: document.cancelDate });
  },
};

const routes: SandboxRoute[] = [
  {
    method: 'GET',
    path: /^\/health$/,
    handle: async (_context, _request, response) =>
      sendJson(response, 200, { ok: true, service: 'irp-sandbox' }),
  },
  signIn,
  generate,
  getByIrn,
  cancel,
  ...controlRoutes,
];

export async function startIrpSandbox(options: IrpSandboxOptions): Promise<IrpSandbox> {
  const host = options.host ?? loopback;
  const context: SandboxContext = {
    options: { ...options, host, tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 360 * 60 },
    keys: newSandboxKeys(),
    registry: new Registry(),
  };
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://sandbox').pathname;
    try {
      for (const route of routes) {
        const match = route.path.exec(path);
        if (!match || route.method !== request.method) continue;
        if (route.api && context.registry.failure.mode === 'down') {
          response.writeHead(503, { 'content-type': 'text/plain' });
          return void response.end('Service Unavailable');
        }
        const parameters = match.slice(1).map((part) => decodeURIComponent(part));
        return await route.handle(context, request, response, parameters);
      }
      sendJson(response, 404, {
        Status: 0,
        ErrorDetails: [{ ErrorCode: '404', ErrorMessage: 'Not found' }],
      });
    } catch (error) {
      if (response.headersSent) return void response.end();
      if (error instanceof SandboxHttpError)
        return sendJson(response, error.statusCode, error.body);
      console.error('IRP sandbox failed a request', error);
      sendJson(response, 500, {
        Status: 0,
        ErrorDetails: [{ ErrorCode: '500', ErrorMessage: 'Sandbox error' }],
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  // Port 0 (a stack started without one) takes any free port.
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    name: 'IRP sandbox',
    url: httpUrl(host, port),
    publicKey: context.keys.encryption.publicKeyPem,
    signingKey: context.keys.signing.publicKeyPem,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
