import { beforeAll, describe, expect, it } from 'vitest';
import * as apiPaths from '#shared/api/api-paths';
import {
  learnerSignInMessages,
  signInWaitMessages,
  type LearnerSignInResponse,
  type LearnerTokens,
} from '#shared/learning/sign-in';
import { uniqueEmail } from '../support/checkout';
import { apiFrom, uniqueClientIp, type JsonAnswer } from '../support/client-ip';
import { codesMailedTo, paidLearner, storeEnrollmentOf } from '../support/learners';

// The sign-in tells nobody who enrolled (decision 019): over HTTP on the local stack, a paid, a
// refunded, an unpaid-only and an unknown address are answered alike, in shape, length, status
// and time; wrong answers are bounded; and a stranger cannot lock a learner out.

interface SignInBody {
  session?: string;
  message?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

const addressKinds = {
  paid: () => paidLearner(),
  refunded: () => paidLearner('refunded'),
  unpaidOnly: async () => {
    const email = uniqueEmail('unpaid');
    await storeEnrollmentOf(email, 'pending');
    await storeEnrollmentOf(email, 'failed');
    return email;
  },
  unknown: async () => uniqueEmail('stranger'),
};
type AddressKind = keyof typeof addressKinds;
const kinds = Object.keys(addressKinds) as AddressKind[];

const signInFrom = (client: string, email: string) =>
  apiFrom<SignInBody>(client, apiPaths.learnerSignIn, { body: { email } });
const verifyFrom = (client: string, email: string, session: string, code: string) =>
  apiFrom<SignInBody>(client, apiPaths.learnerVerify, { body: { email, session, code } });

/** Everything an answer shows but the random bits of its attempt id. */
const shapeOf = ({ status, body }: JsonAnswer<SignInBody>) => ({
  status,
  keys: Object.keys(body).sort(),
  message: body.message,
  error: body.error,
  fieldErrors: body.fieldErrors,
  session: body.session?.replace(/[A-Za-z0-9_-]/g, 'x'),
});

/** A six-digit code other than the one mailed (an unknown address is mailed none). */
const wrongCodeFor = async (email: string) =>
  (await codesMailedTo(email)).includes('000000') ? '000001' : '000000';

async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A sign-in and three wrong codes from a client of its own: the answers' shapes and times. */
async function observe(email: string) {
  const client = uniqueClientIp();
  const started = await timed(() => signInFrom(client, email));
  const wrong = await wrongCodeFor(email);
  const shapes = [shapeOf(started.answer)];
  const verifyMs: number[] = [];
  let session = started.answer.body.session ?? '';
  for (let answer = 0; answer < 3; answer += 1) {
    const refused = await timed(() => verifyFrom(client, email, session, wrong));
    shapes.push(shapeOf(refused.answer));
    verifyMs.push(refused.ms);
    session = refused.answer.body.session ?? session;
  }
  return { shapes, signInMs: started.ms, verifyMs };
}

/** The wait messages a refusal at some moment between `before` and `after` may carry. */
const waitMessagesBetween = (before: number, after: number, waitMs: number) =>
  new Set(
    [before, after].map((at) => signInWaitMessages.wrongCodes(new Date(at + waitMs), new Date(at))),
  );

beforeAll(async () => {
  // The first real sign-in of a fresh stack reads the client's secret; keep it out of the samples.
  await signInFrom(uniqueClientIp(), await paidLearner());
});

describe('every address is answered alike', () => {
  it('in shape, length, status and time, for a sign-in and three wrong codes', async () => {
    const samples = 5;
    const addresses = new Map<AddressKind, string[]>();
    for (const kind of kinds) {
      addresses.set(kind, await Promise.all(Array.from({ length: samples }, addressKinds[kind])));
    }
    const observed = new Map(
      kinds.map((kind) => [kind, [] as Awaited<ReturnType<typeof observe>>[]]),
    );
    // Round by round, every kind at once, so a slower moment of the machine hits all alike.
    for (let round = 0; round < samples; round += 1) {
      const answered = await Promise.all(
        kinds.map((kind) => observe(addresses.get(kind)![round]!)),
      );
      kinds.forEach((kind, index) => observed.get(kind)!.push(answered[index]!));
    }

    const paid = observed.get('paid')![0]!.shapes;
    expect(paid.map((shape) => shape.status)).toEqual([200, 400, 400, 400]);
    expect(paid.map((shape) => shape.error)).toEqual([
      undefined,
      learnerSignInMessages.wrongCode,
      learnerSignInMessages.wrongCode,
      learnerSignInMessages.codeSpent,
    ]);
    for (const kind of kinds) {
      for (const sample of observed.get(kind)!) expect(sample.shapes, kind).toEqual(paid);
    }

    const signInMedians = kinds.map((kind) => median(observed.get(kind)!.map((s) => s.signInMs)));
    const verifyMedians = kinds.map((kind) =>
      median(observed.get(kind)!.flatMap((s) => s.verifyMs)),
    );
    for (const medians of [signInMedians, verifyMedians]) {
      expect(Math.max(...medians) / Math.min(...medians), medians.join(' / ')).toBeLessThan(1.2);
    }
  });
});

describe('guessing is bounded', () => {
  it('refuses even the right code after three wrong ones from one client, saying when to try again', async () => {
    const learner = await paidLearner();
    const client = uniqueClientIp();
    const first = await signInFrom(client, learner);
    const second = await signInFrom(client, learner);
    const [code] = await codesMailedTo(learner);
    const wrong = await wrongCodeFor(learner);

    let session = first.body.session!;
    const before = Date.now();
    for (let answer = 0; answer < 3; answer += 1) {
      session = (await verifyFrom(client, learner, session, wrong)).body.session ?? session;
    }
    const after = Date.now();
    const refused = await verifyFrom(client, learner, second.body.session!, code!);
    expect(refused.status).toBe(429);
    expect(waitMessagesBetween(before, after, 60_000)).toContain(refused.body.error);
    // Nor is a new code mailed meanwhile.
    expect((await signInFrom(client, learner)).status).toBe(429);
    expect(await codesMailedTo(learner)).toHaveLength(2);
  });

  it('holds the address back after nine wrong codes from three clients, even from a fourth', async () => {
    const learner = await paidLearner();
    const guessers = [uniqueClientIp(), uniqueClientIp(), uniqueClientIp()];
    const learnersClient = uniqueClientIp();
    const attempts = await Promise.all(guessers.map((client) => signInFrom(client, learner)));
    const waiting = await signInFrom(learnersClient, learner);
    const [code] = await codesMailedTo(learner);
    const wrong = await wrongCodeFor(learner);

    const before = Date.now();
    for (const [index, client] of guessers.entries()) {
      let session = attempts[index]!.body.session!;
      for (let answer = 0; answer < 3; answer += 1) {
        session = (await verifyFrom(client, learner, session, wrong)).body.session ?? session;
      }
    }
    const after = Date.now();
    const refused = await verifyFrom(learnersClient, learner, waiting.body.session!, code!);
    expect(refused.status).toBe(429);
    expect(waitMessagesBetween(before, after, 5 * 60_000)).toContain(refused.body.error);
  });
});

describe('nobody locks a learner out', () => {
  it('leaves the learner able to get a code and sign in after a stranger’s 20 requests from one client', async () => {
    const learner = await paidLearner();
    const stranger = uniqueClientIp();
    const wrong = await wrongCodeFor(learner);
    const statuses: number[] = [];
    let session: string | undefined;
    for (let request = 0; request < 20; request += 1) {
      const answer = session
        ? await verifyFrom(stranger, learner, session, wrong)
        : await signInFrom(stranger, learner);
      statuses.push(answer.status);
      session = answer.body.session;
    }
    expect(statuses).toContain(429);

    const client = uniqueClientIp();
    const started = await signInFrom(client, learner);
    expect(started.status).toBe(200);
    const code = (await codesMailedTo(learner)).at(-1)!;
    const signedIn = await apiFrom<LearnerTokens>(client, apiPaths.learnerVerify, {
      body: { email: learner, session: started.body.session, code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.idToken.split('.')).toHaveLength(3);
  });
});

describe('the code belongs to the address', () => {
  it('mails the same code again to a second request while it is valid; either attempt takes it', async () => {
    const learner = await paidLearner();
    const client = uniqueClientIp();
    const first = await apiFrom<LearnerSignInResponse>(client, apiPaths.learnerSignIn, {
      body: { email: learner },
    });
    await signInFrom(uniqueClientIp(), learner);
    const codes = await codesMailedTo(learner);
    expect(codes).toHaveLength(2);
    expect(codes[1]).toBe(codes[0]);
    const signedIn = await verifyFrom(client, learner, first.body.session, codes[0]!);
    expect(signedIn.status).toBe(200);
  });
});
