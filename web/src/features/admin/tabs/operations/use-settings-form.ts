import { useState, type FormEvent } from 'react';
import * as apiPaths from '#shared/api/api-paths';
import {
  settingsMessages,
  settingsUpdate,
  type EditableSettings,
  type SettingsResponse,
} from '#shared/admin/settings';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { adminPut } from '#web/features/admin/kit/admin-api';
import { checkFieldsMessage, issuesByPath } from '#web/features/admin/kit/form-issues';
import { bindSettings } from './setting-fields';

type SettingsOutcome = { kind: 'saved' | 'failed'; message: string } | undefined;

/**
 * The website settings as edited: checked with the server's own schema before sending, saved
 * with PUT, and the server's field problems shown where it points (docs/product.md §12).
 */
export function useSettingsForm(
  initial: EditableSettings,
  onSaved: (saved: SettingsResponse) => void,
) {
  const [values, setValues] = useState<EditableSettings>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SettingsOutcome>();
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
      setFieldErrors(issuesByPath(parsed.error));
      setOutcome({ kind: 'failed', message: checkFieldsMessage });
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

  return {
    values,
    fieldErrors,
    saving,
    outcome,
    saves,
    set,
    setStat,
    submit,
    field: bindSettings(values, fieldErrors, set),
  };
}
