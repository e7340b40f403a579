import { useId, useState, type FormEvent } from 'react';
import { newsletterMessages } from '#shared/forms/newsletter-text';
import { track } from '../lib/analytics';
import { errorMessage } from '../lib/api-client';
import { subscribeNewsletter } from '../lib/api/subscribe-newsletter';
import { validatePublicForm, warmFormSchemas } from '../lib/form-schemas';
import { useResetAfter } from '../lib/use-reset-after';
import { HoneypotField, honeypotValue, inputClassName } from './form-field';
import { SubmitButton } from './form-buttons';

/** Where the form sits; stored as the subscriber's source (docs/product.md §7). */
export type NewsletterVariant = 'footer' | 'inline' | 'card';

type Status =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string; invalidEmail?: boolean };

/** docs/product.md §9: the newsletter's message shows 5 seconds, then the form is ready again. */
const statusShownMs = 5000;

export function NewsletterForm({ variant }: { variant: NewsletterVariant }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const ids = useId();
  // docs/product.md §5: the name is asked only outside the footer and inline variants.
  const asksName = variant === 'card';
  const submitting = status.state === 'submitting';

  useResetAfter(status.state === 'success' || status.state === 'error', statusShownMs, () =>
    setStatus({ state: 'idle' }),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // docs/product.md §5: submitting without an e-mail does nothing.
    if (!email.trim() || submitting) return;
    const website = honeypotValue(event.currentTarget);
    setStatus({ state: 'submitting' });
    try {
      const parsed = await validatePublicForm((forms) => forms.newsletterRequest, {
        email,
        name: asksName ? name : undefined,
        source: variant,
        website,
      });
      if (!parsed.ok) {
        setStatus({ state: 'error', message: parsed.message, invalidEmail: true });
        return;
      }
      // One answer for every address (docs/product.md §4 Newsletter subscriber); the mail says
      // the rest.
      const answer = await subscribeNewsletter(parsed.data);
      track('newsletter_signup', { source: variant });
      setStatus({ state: 'success', message: answer.message });
      setEmail('');
      setName('');
    } catch (error) {
      setStatus({ state: 'error', message: errorMessage(error, newsletterMessages.failure) });
    }
  }

  const stacked = variant === 'card';
  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={warmFormSchemas}
      aria-label="Newsletter sign-up"
      data-testid={`newsletter-${variant}`}
      className="relative"
    >
      <HoneypotField />
      <div className={stacked ? 'space-y-3' : 'flex flex-col gap-2 sm:flex-row'}>
        {asksName && (
          <div>
            <label htmlFor={`${ids}-name`} className="sr-only">
              Your name (optional)
            </label>
            <input
              id={`${ids}-name`}
              type="text"
              autoComplete="name"
              placeholder="Your name (optional)"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={inputClassName}
            />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={`${ids}-email`} className="sr-only">
            Email address
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={`${ids}-status`}
            aria-invalid={status.state === 'error' && status.invalidEmail}
            className={inputClassName}
          />
        </div>
        <SubmitButton
          busy={submitting}
          busyLabel="Subscribing..."
          className="inline-flex shrink-0 items-center justify-center px-5 py-2.5 text-sm"
        >
          Subscribe
        </SubmitButton>
      </div>
      <p
        id={`${ids}-status`}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm ${
          status.state === 'error'
            ? 'text-red-700 dark:text-red-400'
            : 'text-green-700 dark:text-green-400'
        }`}
      >
        {status.state === 'success' || status.state === 'error' ? status.message : ''}
      </p>
    </form>
  );
}
