import { staffMessages } from '#shared/admin/staff';
import { useTwoStepRequired } from '../auth/two-step-required';
import { ErrorAlert } from '#web/components/error-alert';
import { TabHeading } from '../kit/tab-heading';
import { TwoStepOff, TwoStepOn, TwoStepSetupForm } from './account/two-step-sections';
import { useOwnTwoStep } from './account/use-own-two-step';

/** Account Security: the signed-in admin turns two-step sign-in (an authenticator app) on or off. */
export function AccountTab() {
  const twoStep = useOwnTwoStep();
  const { view, error, busy } = twoStep;
  const twoStepRequired = useTwoStepRequired();

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
        <TwoStepOn
          justTurnedOn={view.justTurnedOn}
          busy={busy}
          onTurnOff={() => void twoStep.turnOff()}
        />
      )}
      {view.name === 'off' && <TwoStepOff busy={busy} onTurnOn={twoStep.turnOn} />}
      {view.name === 'setup' && (
        <TwoStepSetupForm
          setup={view.setup}
          busy={busy}
          codeError={twoStep.codeError}
          onCodeChange={twoStep.clearErrors}
          onVerify={twoStep.verify}
          onCancel={twoStep.cancelSetup}
        />
      )}
    </div>
  );
}
