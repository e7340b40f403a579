import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { useSite } from '#web/lib/content/use-site';
import {
  finishTwoStepSetup,
  startTwoStepSetup,
  turnOffTwoStep,
  twoStepIsOn,
  type TwoStepSetup,
} from '../auth/two-step';
import { wrongCodeMessage } from '../auth/auth-errors';
import { clearTwoStepRequired, useTwoStepRequired } from '../auth/two-step-required';
import { buttonClass } from '../kit/buttons';
import { confirmAction } from '../kit/dialogs';
import { ErrorAlert } from '../kit/error-alert';
import { TabHeading } from '../kit/tab-heading';
import { reportOwnTwoStep } from './account/own-two-step-api';
import { QrCode } from './account/qr-code';
import { twoStepMessages } from './account/two-step-messages';
import { staffMessages } from '#shared/admin/staff';

type View =
  | { name: 'loading' }
  | { name: 'on'; justTurnedOn?: boolean }
  | { name: 'off' }
  | { name: 'setup'; setup: TwoStepSetup };

/** Account Security: the signed-in admin turns two-step sign-in (an authenticator app) on or off. */
export function AccountTab() {
  const [view, setView] = useState<View>({ name: 'loading' });
  const [error, setError] = useState('');
  /** The code field's own problem, shown under it. */
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);
  const { settings } = useSite();
  const twoStepRequired = useTwoStepRequired();

  useEffect(() => {
    let current = true;
    twoStepIsOn().then(
      (on) => current && setView(on ? { name: 'on' } : { name: 'off' }),
      (caught: unknown) => current && setError(errorMessage(caught, twoStepMessages.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, []);

  async function act(action: () => Promise<View>, failure: (caught: unknown) => string) {
    setBusy(true);
    setError('');
    try {
      setView(await action());
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  /**
   * The change is already made in Cognito; the server now reads and records it (docs/admin.md).
   * A report that fails is not the person's problem: the next change records the state again.
   */
  const reportChange = () =>
    reportOwnTwoStep().then(
      () => undefined,
      (caught: unknown) => console.warn('Could not report the two-step change', caught),
    );

  const fallback = (message: string) => (caught: unknown) => errorMessage(caught, message);

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Please enter the 6-digit code your app shows');
      return;
    }
    void act(
      async () => {
        await finishTwoStepSetup(code);
        clearTwoStepRequired();
        await reportChange();
        return { name: 'on', justTurnedOn: true };
      },
      (caught) =>
        caught instanceof Error && caught.name === 'CodeMismatchException'
          ? wrongCodeMessage
          : errorMessage(caught, wrongCodeMessage),
    );
  }

  return (
    <div className="max-w-2xl">
      <TabHeading
        title="Account Security"
        description="Protect your admin account with a second step at sign-in."
      />
      {twoStepRequired && view.name !== 'on' && (
        <ErrorAlert message={staffMessages.twoStepRequired} className="mb-4" />
      )}
      <ErrorAlert message={error} />
      {view.name === 'loading' && !error && (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          Loading...
        </p>
      )}

      {view.name === 'on' && (
        <TwoStepSection title="Two-step sign-in">
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
          >
            <ShieldCheck className="size-5 shrink-0" aria-hidden />
            {view.justTurnedOn ? twoStepMessages.turnedOn : twoStepMessages.on}
          </p>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={async () => {
              const sure = await confirmAction({
                title: twoStepMessages.turnOffConfirm,
                confirmLabel: 'Turn off',
                danger: true,
              });
              if (!sure) return;
              void act(async () => {
                await turnOffTwoStep();
                await reportChange();
                return { name: 'off' };
              }, fallback('Failed to turn off two-step sign-in. Please try again.'));
            }}
          >
            Turn off two-step sign-in
          </button>
        </TwoStepSection>
      )}

      {view.name === 'off' && (
        <TwoStepSection title="Two-step sign-in">
          <p className="text-sm text-slate-700 dark:text-slate-200">{twoStepMessages.off}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Use an authenticator app on your phone, such as Google Authenticator, Microsoft
            Authenticator or Authy. After your password, you enter the 6-digit code it shows.
          </p>
          <button
            type="button"
            className={buttonClass.primary}
            disabled={busy}
            onClick={() =>
              void act(
                async () => ({
                  name: 'setup',
                  setup: await startTwoStepSetup(`${settings.companyName} Admin`),
                }),
                fallback('Failed to start two-step sign-in. Please try again.'),
              )
            }
          >
            {busy ? 'Starting...' : 'Turn on two-step sign-in'}
          </button>
        </TwoStepSection>
      )}

      {view.name === 'setup' && (
        <TwoStepSection title="Set up your authenticator app">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
            <li>In your authenticator app, add an account and scan this QR code.</li>
            <li>Enter the 6-digit code the app then shows, to confirm it works.</li>
          </ol>
          <QrCode text={view.setup.setupUri} label="QR code for your authenticator app" />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Can’t scan it? Enter this key in the app instead:{' '}
            <code className="font-mono font-semibold break-all text-slate-900 dark:text-white">
              {view.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          <form noValidate onSubmit={verify} className="max-w-xs space-y-4">
            <TextField
              label="6-digit code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              error={codeError}
              onChange={() => {
                setError('');
                setCodeError('');
              }}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass.primary} disabled={busy}>
                {busy ? 'Checking...' : 'Verify and turn on'}
              </button>
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={busy}
                onClick={() => {
                  setError('');
                  setView({ name: 'off' });
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        </TwoStepSection>
      )}
    </div>
  );
}

/** One state of the two-step panel, under its heading. */
function TwoStepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="two-step-heading" className="space-y-4">
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
