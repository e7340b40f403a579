import type { EditableSettings } from '#shared/admin/settings';
import { indianStateNames } from '#shared/checkout/indian-states';
import { SelectField, TextField } from '#web/components/form-field';
import { SwitchField } from '#web/components/switch-field';
import { buttonClass } from '#web/features/admin/kit/buttons';
import type { useSettingsForm } from './use-settings-form';

type SettingsForm = ReturnType<typeof useSettingsForm>;

/** The company figures every public page shows, in the order the pages show them. */
const statFields: [keyof EditableSettings['stats'], string][] = [
  ['projectsCompleted', 'Projects Completed'],
  ['happyClients', 'Happy Clients'],
  ['satisfactionRate', 'Client Satisfaction'],
  ['yearsExperience', 'Years of Experience'],
  ['support', 'Support'],
];

/** Where the public pages send people: the company's e-mail and phone, and the careers e-mail. */
export function ContactSettings({ field }: Pick<SettingsForm, 'field'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Company Email"
        type="email"
        required
        autoComplete="email"
        {...field.text('companyEmail')}
      />
      <TextField
        label="Support Phone"
        type="tel"
        required
        autoComplete="tel"
        {...field.text('supportPhone')}
      />
      <TextField
        label="Careers Email"
        type="email"
        required
        autoComplete="email"
        hint="Job applications are mailed here; the careers and contact pages show it."
        {...field.text('careersEmail')}
      />
    </div>
  );
}

export function CompanyFigureSettings({
  values,
  fieldErrors,
  setStat,
}: Pick<SettingsForm, 'values' | 'fieldErrors' | 'setStat'>) {
  return (
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
  );
}

/** What GST invoices carry (GSTIN, state, numbering) and whether B2B sales are e-invoiced. */
export function GstInvoiceSettings({
  values,
  saving,
  set,
  field,
}: Pick<SettingsForm, 'values' | 'saving' | 'set' | 'field'>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">GST invoices</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <TextField
          label="GSTIN"
          required
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          {...field.text('gstin')}
        />
        <SelectField label="Registered State" required {...field.text('registeredState')}>
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
          {...field.text('invoicePrefix')}
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
  );
}

/** Save, and the outcome of the last save: a status line when saved, an alert when not. */
export function SettingsSaveRow({ saving, outcome }: Pick<SettingsForm, 'saving' | 'outcome'>) {
  return (
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
  );
}
