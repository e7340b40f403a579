import { randomBytes } from 'node:crypto';
import type { SandboxInvoice } from './invoice-schema';
import { financialYearOfDocDate, irnOf } from './irn';

// What the sandbox remembers, in memory like the PhonePe sandbox: signed-in sessions and every
// document registered, by IRN, with its acknowledgement and, once cancelled, when.

export interface Session {
  token: string;
  sek: Buffer;
  expiresAt: number;
}

export interface RegisteredDocument {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedInvoice: string;
  signedQrCode: string;
  invoice: SandboxInvoice;
  registeredAt: number;
  status: 'ACT' | 'CNL';
  cancelDate?: string;
  cancelReason?: string;
}

/** How the sandbox answers, set by tests through /__sandbox/failure (control-api.ts). */
export type FailureMode =
  | { mode: 'none' }
  /** Every API call answers 503 with no JSON, as an IRP outage does. */
  | { mode: 'down' }
  /** Generate refuses with this error, as the IRP refuses a document. */
  | { mode: 'refuse'; code: string; message: string }
  /** Generate registers the document but the answer is lost (a 504), as a timeout loses it. */
  | { mode: 'lose-answer' };

const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The IRP's timestamps: "yyyy-MM-dd HH:mm:ss" in IST. */
export function istTimestamp(instant: number): string {
  return new Date(instant + istOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

export class Registry {
  readonly sessions = new Map<string, Session>();
  readonly documents = new Map<string, RegisteredDocument>();
  failure: FailureMode = { mode: 'none' };
  private lastAck = 0;

  newSession(lifetimeSeconds: number, now: number): Session {
    const session = {
      token: randomBytes(18).toString('base64url'),
      sek: randomBytes(32),
      expiresAt: now + lifetimeSeconds * 1000,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  session(token: string | undefined, now: number): Session | undefined {
    const session = token ? this.sessions.get(token) : undefined;
    return session && session.expiresAt > now ? session : undefined;
  }

  irnOf(invoice: SandboxInvoice): string {
    return irnOf({
      sellerGstin: invoice.SellerDtls.Gstin,
      financialYear: financialYearOfDocDate(invoice.DocDtls.Dt),
      docType: invoice.DocDtls.Typ,
      docNo: invoice.DocDtls.No,
    });
  }

  /** A 15-digit acknowledgement number, rising, as the IRP's are. */
  nextAckNo(now: number): string {
    this.lastAck = Math.max(
      this.lastAck + 1,
      Number(`${new Date(now).getUTCFullYear() % 100}0${String(now).slice(-12)}`),
    );
    return String(this.lastAck).padStart(15, '0').slice(-15);
  }
}
