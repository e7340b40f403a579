import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '#web/lib/api-client';
import { useSite } from '#web/lib/content/use-site';
import {
  finishTwoStepSetup,
  startTwoStepSetup,
  turnOffTwoStep,
  twoStepIsOn,
  type TwoStepSetup,
} from '../../auth/two-step';
import { wrongCodeMessage } from '../../auth/auth-errors';
import { fieldText } from '../../auth/auth-form';
import { clearTwoStepRequired } from '../../auth/two-step-required';
import { confirmAction } from '../../kit/dialogs';
import { reportOwnTwoStep } from './own-two-step-api';
import { twoStepMessages } from './two-step-messages';

type TwoStepView =
  | { name: 'loading' }
  | { name: 'on'; justTurnedOn?: boolean }
  | { name: 'off' }
  | { name: 'setup'; setup: TwoStepSetup };

/**
 * The signed-in admin's own two-step sign-in: whether it is on, and turning it on (start, scan,
 * verify a code) or off. Each change made in Cognito is then reported to the server.
 */
export function useOwnTwoStep() {
  const [view, setView] = useState<TwoStepView>({ name: 'loading' });
  const [error, setError] = useState('');
  /** The code field's own problem, shown under it. */
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);
  const { settings } = useSite();

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

  async function act(action: () => Promise<TwoStepView>, failure: (caught: unknown) => string) {
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
    const code = fieldText(new FormData(event.currentTarget), 'code').replace(/\s+/g, '');
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

  async function turnOff() {
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
  }

  const turnOn = () =>
    void act(
      async () => ({
        name: 'setup',
        setup: await startTwoStepSetup(`${settings.companyName} Admin`),
      }),
      fallback('Failed to start two-step sign-in. Please try again.'),
    );

  return {
    view,
    error,
    codeError,
    busy,
    verify,
    turnOff,
    turnOn,
    /** Typing a code clears both problems. */
    clearErrors: () => {
      setError('');
      setCodeError('');
    },
    cancelSetup: () => {
      setError('');
      setView({ name: 'off' });
    },
  };
}
