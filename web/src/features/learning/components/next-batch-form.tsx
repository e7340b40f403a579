import { useState, type FormEvent } from 'react';
import { nextBatchMessages } from '#shared/forms/next-batch-text';
import { HoneypotField, TextField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { validatePublicForm, warmFormSchemas } from '#web/lib/form-schemas';
import { askForNextBatch } from '../next-batch-api';

type FormState =
  | { state: 'idle' | 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

/**
 * "Tell me about the next batch", for a course with no open batch (decision 025): name optional,
 * e-mail required; the address is proven by the link we mail, and the answer is the same for
 * every address.
 */
export function NextBatchForm({ courseSlug }: { courseSlug: string }) {
  const [form, setForm] = useState<FormState>({ state: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      courseSlug,
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      website: String(data.get('website') ?? ''),
    };
    setForm({ state: 'sending' });
    try {
      const checked = await validatePublicForm((schemas) => schemas.nextBatchRequest, values);
      if (!checked.ok) {
        setForm({ state: 'failed', message: checked.message });
        return;
      }
      const answer = await askForNextBatch(values);
      setForm({ state: 'sent', message: answer.message });
    } catch (error) {
      setForm({
        state: 'failed',
        message: errorMessage(error, 'We could not send your request. Please try again.'),
      });
    }
  }

  if (form.state === 'sent') {
    return (
      <p role="status" className="font-medium text-green-800 dark:text-green-300">
        {form.message}
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={warmFormSchemas}
      aria-labelledby="next-batch-title"
      className="space-y-4 text-left"
      noValidate
    >
      <h3 id="next-batch-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Tell me about the next batch
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        No batch is open right now. Leave your e-mail and we will write when the next one opens.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name (optional)" name="name" autoComplete="name" maxLength={120} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
      </div>
      <HoneypotField />
      {form.state === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {form.message}
        </p>
      )}
      <button
        type="submit"
        disabled={form.state === 'sending'}
        className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {form.state === 'sending' ? 'Sending…' : 'Tell me about the next batch'}
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{nextBatchMessages.privacyNote}</p>
    </form>
  );
}
