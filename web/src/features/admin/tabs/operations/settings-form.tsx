import type { EditableSettings, SettingsResponse } from '#shared/admin/settings';
import { PageStatusLine } from '#web/features/admin/kit/page-status-line';
import { DocumentDesignFields } from './document-design-fields';
import {
  CompanyFigureSettings,
  ContactSettings,
  GstInvoiceSettings,
  SettingsSaveRow,
} from './settings-sections';
import { useSettingsForm } from './use-settings-form';

/** The website settings (docs/product.md §12), checked with the server's own schema before sending. */
export function SettingsForm({
  initial,
  onSaved,
}: {
  initial: EditableSettings;
  onSaved: (saved: SettingsResponse) => void;
}) {
  const form = useSettingsForm(initial, onSaved);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="website-settings-heading"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id="website-settings-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        Website Settings
      </h3>
      <ContactSettings {...form} />
      <CompanyFigureSettings {...form} />
      <GstInvoiceSettings {...form} />
      <DocumentDesignFields field={form.field} disabled={form.saving} />
      <SettingsSaveRow {...form} />
      {form.saves > 0 && <PageStatusLine key={form.saves} page={{ kind: 'settings' }} />}
    </form>
  );
}
