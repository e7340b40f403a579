import { ShieldCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import type { TwoStepSetup } from '../../auth/two-step';
import { AuthenticatorCodeField } from '../../auth/auth-fields';
import { buttonClass } from '../../kit/buttons';
import { QrCode } from './qr-code';
import { twoStepMessages } from './two-step-messages';

/** One state of the two-step panel, under its heading, with the button that leaves it. */
function TwoStepSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: { label: string; className: string; disabled: boolean; onClick: () => void };
}) {
  return (
    <section aria-labelledby="two-step-heading" className="space-y-4">
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
      {action && (
        <button
          type="button"
          className={action.className}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </section>
  );
}

/** Two-step sign-in is on: say so, and offer to turn it off. */
export function TwoStepOn({
  justTurnedOn,
  busy,
  onTurnOff,
}: {
  justTurnedOn?: boolean;
  busy: boolean;
  onTurnOff: () => void;
}) {
  return (
    <TwoStepSection
      title="Two-step sign-in"
      action={{
        label: 'Turn off two-step sign-in',
        className: buttonClass.secondary,
        disabled: busy,
        onClick: onTurnOff,
      }}
    >
      <p
        role="status"
        className="flex gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <ShieldCheck className="size-5 shrink-0" aria-hidden />
        {justTurnedOn ? twoStepMessages.turnedOn : twoStepMessages.on}
      </p>
    </TwoStepSection>
  );
}

/** Two-step sign-in is off: what it is, and the button that starts setting it up. */
export function TwoStepOff({ busy, onTurnOn }: { busy: boolean; onTurnOn: () => void }) {
  return (
    <TwoStepSection
      title="Two-step sign-in"
      action={{
        label: busy ? 'Starting...' : 'Turn on two-step sign-in',
        className: buttonClass.primary,
        disabled: busy,
        onClick: onTurnOn,
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-200">{twoStepMessages.off}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Use an authenticator app on your phone, such as Google Authenticator, Microsoft
        Authenticator or Authy. After your password, you enter the 6-digit code it shows.
      </p>
    </TwoStepSection>
  );
}

/** Setting up: scan the QR code (or type the key), then verify a code the app shows. */
export function TwoStepSetupForm({
  setup,
  busy,
  codeError,
  onCodeChange,
  onVerify,
  onCancel,
}: {
  setup: TwoStepSetup;
  busy: boolean;
  codeError: string;
  onCodeChange: () => void;
  onVerify: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) {
  return (
    <TwoStepSection title="Set up your authenticator app">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>In your authenticator app, add an account and scan this QR code.</li>
        <li>Enter the 6-digit code the app then shows, to confirm it works.</li>
      </ol>
      <QrCode text={setup.setupUri} label="QR code for your authenticator app" />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Can’t scan it? Enter this key in the app instead:{' '}
        <code className="font-mono font-semibold break-all text-slate-900 dark:text-white">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <form noValidate onSubmit={onVerify} className="max-w-xs space-y-4">
        <AuthenticatorCodeField error={codeError} onChange={onCodeChange} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? 'Checking...' : 'Verify and turn on'}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={busy}
            onClick={onCancel}
          >
            Cancel
          </button>
        </div>
      </form>
    </TwoStepSection>
  );
}
