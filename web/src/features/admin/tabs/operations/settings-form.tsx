import * as apiPaths from '#shared/api/api-paths';
import { useState, type FormEvent } from 'react';
import {
  settingsMessages,
  settingsUpdate,
  type EditableSettings,
  type SettingsResponse,
} from '#shared/admin/settings';
import { indianStateNames } from '#shared/checkout/indian-states';
import { SelectField, TextField } from '#web/components/form-field';
import { SwitchField } from '#web/components/switch-field';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { adminPut } from '#web/features/admin/kit/admin-api';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { DocumentDesignFields } from './document-design-fields';

/** The company figures every public page shows, in the order the pages show them. */
const statFields: [keyof EditableSettings['stats'], string][] = [
  ['projectsCompleted', 'Projects Completed'],
  ['happyClients', 'Happy Clients'],
  ['satisfactionRate', 'Client Satisfaction'],
  ['yearsExperience', 'Years of Experience'],
  ['support', 'Support'],
];

type Outcome = { kind: 'saved' | 'failed'; message: string } | undefined;

/** The website settings (docs/product.md §12), checked with the server's own schema before sending. */
export function SettingsForm({
  initial,
  onSaved,
}: {
  initial: EditableSettings;
  onSaved: (saved: SettingsResponse) => void;
}) {
  const [values, setValues] = useState<EditableSettings>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  /** Saves so far: after one, a line says whether the public pages show it yet (decision 008). */
  const [saves, setSaves] = useState(0);

  const set = (changes: Partial<EditableSettings>) => {
    setValues((current) => ({ ...current, ...changes }));
    setOutcome(undefined);
  };
  const setStat = (name: keyof EditableSettings['stats'], value: string) =>
    set({ stats: { ...values.stats, [name]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = settingsUpdate.safeParse(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
      setFieldErrors(errors);
      setOutcome({ kind: 'failed', message: 'Please check the highlighted fields.' });
      return;
    }
    setSaving(true);
    setFieldErrors({});
    try {
      const saved = await adminPut<SettingsResponse>(apiPaths.adminSettings, parsed.data);
      setValues(saved.settings);
      onSaved(saved);
      setOutcome({ kind: 'saved', message: settingsMessages.saved });
      setSaves((count) => count + 1);
    } catch (error) {
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      setOutcome({ kind: 'failed', message: errorMessage(error, settingsMessages.saveFailed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="website-settings-heading"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id="website-settings-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        Website Settings
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company Email"
          type="email"
          required
          autoComplete="email"
          value={values.companyEmail}
          error={fieldErrors.companyEmail}
          onChange={(event) => set({ companyEmail: event.target.value })}
        />
        <TextField
          label="Support Phone"
          type="tel"
          required
          autoComplete="tel"
          value={values.supportPhone}
          error={fieldErrors.supportPhone}
          onChange={(event) => set({ supportPhone: event.target.value })}
        />
        <TextField
          label="Careers Email"
          type="email"
          required
          autoComplete="email"
          hint="Job applications are mailed here; the careers and contact pages show it."
          value={values.careersEmail}
          error={fieldErrors.careersEmail}
          onChange={(event) => set({ careersEmail: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          Company figures
        </legend>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Shown on the home, about and services pages, e.g. 500+ or 98%.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {statFields.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              required
              maxLength={12}
              value={values.stats[name]}
              error={fieldErrors[`stats.${name}`]}
              onChange={(event) => setStat(name, event.target.value)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">
          GST invoices
        </legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField
            label="GSTIN"
            required
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            value={values.gstin}
            error={fieldErrors.gstin}
            onChange={(event) => set({ gstin: event.target.value })}
          />
          <SelectField
            label="Registered State"
            required
            value={values.registeredState}
            error={fieldErrors.registeredState}
            onChange={(event) => set({ registeredState: event.target.value })}
          >
            {indianStateNames.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Invoice Prefix"
            required
            maxLength={3}
            autoCapitalize="characters"
            spellCheck={false}
            hint="Invoice numbers read PREFIX/26-27/000123."
            value={values.invoicePrefix}
            error={fieldErrors.invoicePrefix}
            onChange={(event) => set({ invoicePrefix: event.target.value })}
          />
        </div>
        <SwitchField
          className="mt-4"
          title="This company must e-invoice B2B sales"
          description="Each invoice to a registered business, and its credit notes, is reported to the Invoice Registration Portal; the IRN and its QR code print on the invoice."
          checked={values.eInvoicing}
          disabled={saving}
          onChange={(eInvoicing) => set({ eInvoicing })}
        />
      </fieldset>
      <DocumentDesignFields
        values={values}
        fieldErrors={fieldErrors}
        disabled={saving}
        onChange={set}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {outcome?.kind === 'saved' ? outcome.message : ''}
        </p>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {outcome?.kind === 'failed' ? outcome.message : ''}
        </p>
      </div>
      {saves > 0 && <PageStatusLine key={saves} page={{ kind: 'settings' }} />}
    </form>
  );
}
