import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  learnerCodeRequest,
  learnerSignInMessages,
  learnerSignInRequest,
  signInCodeLength,
  type WrongCodeResponse,
} from '#shared/learning/sign-in';
import { TextField } from '#web/components/form-field';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { validateForm } from '#web/lib/form-errors';
import { answerSignInCode, requestSignInCode } from '../learner-api';
import { saveLearnerSession, sessionOf } from '../learner-session';

type Step = { name: 'email' } | { name: 'code'; email: string; session: string; message: string };

const sendFailed = 'We could not send a code. Please try again.';
const signInFailed = 'We could not sign you in. Please try again.';

const primaryButton =
  'w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60';
const linkButton =
  'font-semibold text-blue-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-blue-300';

/**
 * My Learning's sign-in (decision 014): the e-mail the learner enrolled with, then the code mailed
 * to it. The first step's answer is the same for every address, so it reveals nothing.
 */
export function SignInCard({
  notice,
  onSignedIn,
}: {
  /** Why the learner is asked to sign in again, e.g. their sign-in lapsed. */
  notice?: string;
  onSignedIn: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function sendCode(address: string) {
    const parsed = validateForm(learnerSignInRequest, { email: address });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const started = await requestSignInCode(parsed.data);
      setCode('');
      setStep({ name: 'code', email: parsed.data.email, ...started });
    } catch (failure) {
      setError(errorMessage(failure, sendFailed));
    } finally {
      setBusy(false);
    }
  }

  async function signIn(codeStep: Extract<Step, { name: 'code' }>) {
    const parsed = validateForm(learnerCodeRequest, {
      email: codeStep.email,
      session: codeStep.session,
      code,
    });
    if (!parsed.ok) {
      setError(parsed.errors.code ?? parsed.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      saveLearnerSession(sessionOf(codeStep.email, await answerSignInCode(parsed.data)));
      onSignedIn();
    } catch (failure) {
      // A wrong code with tries left answers the attempt to go on with.
      const retry = wrongCodeRetry(failure);
      if (retry) setStep({ ...codeStep, session: retry });
      setError(errorMessage(failure, signInFailed));
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step.name === 'email') void sendCode(email);
    else void signIn(step);
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-950">
      <KeyRound className="size-10 text-blue-700 dark:text-blue-300" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
        Sign in to My Learning
      </h2>
      {notice && step.name === 'email' && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {notice}
        </p>
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-label="Sign in to My Learning"
        className="mt-4 space-y-4"
      >
        {step.name === 'email' ? (
          <>
            <p className="text-slate-700 dark:text-slate-300">
              Enter the e-mail address you enrolled with. We send a {signInCodeLength}-digit code to
              it: no password needed.
            </p>
            <TextField
              label="E-mail address"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
            />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Sending…' : 'Send me a code'}
            </button>
          </>
        ) : (
          <>
            <p role="status" className="text-slate-700 dark:text-slate-300">
              {step.message}
            </p>
            <TextField
              label="Sign-in code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={signInCodeLength}
              hint={`Sent to ${step.email}`}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              error={error}
            />
            <button type="submit" disabled={busy} className={primaryButton}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
            <p className="flex flex-wrap justify-between gap-3 text-sm">
              <button
                type="button"
                disabled={busy}
                onClick={() => void sendCode(step.email)}
                className={linkButton}
              >
                Send a new code
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setError(undefined);
                  setStep({ name: 'email' });
                }}
                className={linkButton}
              >
                Use another e-mail
              </button>
            </p>
          </>
        )}
      </form>
    </div>
  );
}

/** The new attempt a wrong code's 400 carries, when it has tries left (WrongCodeResponse). */
function wrongCodeRetry(failure: unknown): string | undefined {
  if (!(failure instanceof ApiError) || failure.message !== learnerSignInMessages.wrongCode) {
    return undefined;
  }
  const session = (failure.body as Partial<WrongCodeResponse> | undefined)?.session;
  return typeof session === 'string' ? session : undefined;
}
