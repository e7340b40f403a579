import { buttonClass } from './buttons';

/** Cancel and the submit button at the foot of an admin form; the submit reads 'Saving...' meanwhile. */
export function FormActions({
  saving,
  submitLabel,
  onCancel,
  ready = true,
}: {
  saving: boolean;
  submitLabel: string;
  onCancel?: () => void;
  /** False while there is nothing to save yet (the form's data is loading, or failed to). */
  ready?: boolean;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          className={buttonClass.secondary}
        >
          Cancel
        </button>
      )}
      <button type="submit" disabled={saving || !ready} className={buttonClass.primary}>
        {saving ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
