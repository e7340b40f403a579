import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import { uniqueClientIp } from './client-ip';
import { requestFrom } from './fault-stack';
import { uniquePhone } from './unique-phone';

// A steady burst of what visitors do at once, each request from an address of its own so no
// rate limit decides: contact messages, checkouts (some with a coupon), payments completed at
// the PhonePe sandbox (whose webhook then calls the API) and status-page checks. Every answer is
// kept with when it was asked and answered, to compare with when a fault began and ended.

export type BurstKind = 'contact' | 'checkout' | 'pay' | 'status';

export interface BurstAnswer {
  kind: BurstKind;
  startedAt: number;
  answeredAt: number;
  status: number;
  body: unknown;
}

export interface SentContact {
  email: string;
  message: string;
  answer: BurstAnswer;
}

export interface AcceptedCheckout extends CheckoutResponse {
  email: string;
  coupon?: string;
  /** What the payer chose at the sandbox, if the burst got to pay for it. */
  paid?: 'SUCCESS' | 'FAILURE';
}

export interface BurstTarget {
  siteUrl: string;
  phonePeSandboxUrl: string;
  courseSlug: string;
  batchId: string;
  couponCode: string;
}

/** What the workers take turns at: twice as many forms as payments and status checks. */
const rota: Array<BurstKind | 'checkout-with-coupon'> = [
  'contact',
  'checkout',
  'status',
  'contact',
  'checkout-with-coupon',
  'pay',
];

const suffix = () => randomBytes(4).toString('hex');

export function startRequestBurst(target: BurstTarget, workers = 4) {
  const answers: BurstAnswer[] = [];
  const contacts: SentContact[] = [];
  const accepted: AcceptedCheckout[] = [];
  const unpaid: AcceptedCheckout[] = [];
  const failures: unknown[] = [];
  let running = true;
  let turn = 0;
  let payments = 0;

  async function send(kind: BurstKind, path: string, body?: unknown) {
    const startedAt = Date.now();
    const { status, body: answerBody } = await requestFrom(
      target.siteUrl,
      uniqueClientIp(),
      path,
      body,
    );
    const answer = { kind, startedAt, answeredAt: Date.now(), status, body: answerBody };
    answers.push(answer);
    return answer;
  }

  async function contact() {
    const email = `burst.${Date.now()}.${suffix()}@example.com`;
    const message = `Please call me about an app (${suffix()}).`;
    const answer = await send('contact', '/api/contact', { name: 'Ravi Kumar', email, message });
    contacts.push({ email, message, answer });
  }

  async function checkout(coupon?: string) {
    const email = `burst.${Date.now()}.${suffix()}@example.com`;
    const request: CheckoutRequest = {
      courseSlug: target.courseSlug,
      batchId: target.batchId,
      ...(coupon ? { coupon } : {}),
      student: {
        name: 'Meera Iyer',
        email,
        phone: uniquePhone(),
        city: 'Chennai',
        state: 'Tamil Nadu',
      },
      paymentMethod: 'phonepe',
      termsAccepted: true,
    };
    const answer = await send('checkout', '/api/checkout', request);
    if (answer.status === 201) {
      const order = { ...(answer.body as CheckoutResponse), email, coupon };
      accepted.push(order);
      unpaid.push(order);
    }
  }

  /** The payer presses a button on PhonePe's page; the sandbox then calls our webhook. */
  async function pay() {
    const order = unpaid.shift();
    if (!order) return contact();
    payments += 1;
    const outcome = payments % 3 === 0 ? 'FAILURE' : 'SUCCESS';
    order.paid = outcome;
    const startedAt = Date.now();
    const response = await fetch(
      `${target.phonePeSandboxUrl}/__sandbox/orders/${order.merchantTransactionId}/complete`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome }),
      },
    );
    const body: unknown = await response.json();
    answers.push({ kind: 'pay', startedAt, answeredAt: Date.now(), status: response.status, body });
  }

  async function status() {
    const order = accepted[Math.floor(Math.random() * accepted.length)];
    if (!order) return contact();
    await send('status', `/api/payments/${order.merchantTransactionId}`);
  }

  async function work() {
    while (running) {
      const next = rota[turn++ % rota.length]!;
      try {
        if (next === 'contact') await contact();
        else if (next === 'checkout') await checkout();
        else if (next === 'checkout-with-coupon') await checkout(target.couponCode);
        else if (next === 'pay') await pay();
        else await status();
      } catch (error) {
        // The site server itself never goes away; a request it did not answer is a failure.
        failures.push(error);
        return;
      }
    }
  }
  const working = Array.from({ length: workers }, work);

  return {
    answers,
    contacts,
    accepted,
    failures,
    /** Answers of one kind and status that were asked after `since`. */
    count(kind: BurstKind, status: number, since = 0) {
      return answers.filter(
        (answer) => answer.kind === kind && answer.status === status && answer.startedAt >= since,
      ).length;
    },
    async stop() {
      running = false;
      await Promise.all(working);
    },
  };
}

export type RequestBurst = ReturnType<typeof startRequestBurst>;
