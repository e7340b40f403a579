import { useId, useState } from 'react';
import { describeMediaLimits } from '#shared/admin/media';
import { documentImageLimits } from '#shared/checkout/document-branding';
import type { EditableSettings } from '#shared/admin/settings';
import { TextField } from '#web/components/form-field';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { MediaPickerPanel } from '../publishing/media-picker-panel';
import type { bindSettings } from './setting-fields';

// Settings' part for documents (docs/decisions/028-document-design.md): the logo invoices, credit
// notes and certificates print, and the authorised signatory who signs them, with previews.

type DesignFields = Pick<
  EditableSettings,
  'logoImage' | 'signatoryName' | 'signatoryDesignation' | 'signatureImage'
>;

/** Uploads made from these fields go to the media library's `branding` folder. */
const brandingFolder = 'branding';
const imageHint = `From the media library: ${describeMediaLimits(documentImageLimits)}.`;

export function DocumentDesignFields({
  field,
  disabled,
}: {
  field: ReturnType<typeof bindSettings<DesignFields>>;
  disabled: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        Invoices and certificates
      </legend>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        The logo heads every invoice, credit note and certificate; the authorised signatory signs
        them. Without a signatory, invoices say they need no signature.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <DocumentImageField
          label="Company Logo"
          disabled={disabled}
          {...field.image('logoImage')}
        />
        <DocumentImageField
          label="Signature"
          disabled={disabled}
          {...field.image('signatureImage')}
        />
        <TextField
          label="Authorised Signatory"
          autoComplete="name"
          maxLength={80}
          hint="The name printed under the signature."
          {...field.text('signatoryName')}
        />
        <TextField
          label="Signatory’s Designation"
          maxLength={80}
          hint="e.g. Director"
          {...field.text('signatoryDesignation')}
        />
      </div>
    </fieldset>
  );
}

/** A picture chosen from the media library (or uploaded there), previewed, and removable. */
function DocumentImageField({
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      // The library needs the whole width of the two columns while it is open.
      className={picking ? 'sm:col-span-2' : undefined}
    >
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`${label} as documents print it`}
            className="h-16 max-w-[12rem] rounded border border-slate-200 bg-white object-contain p-1 dark:border-slate-700"
          />
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">None chosen</span>
        )}
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={disabled}
          aria-expanded={picking}
          onClick={() => setPicking((open) => !open)}
        >
          {value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </button>
        {value && (
          <button
            type="button"
            className={buttonClass.rowAction}
            disabled={disabled}
            onClick={() => onChange('')}
          >
            Remove
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {imageHint}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {picking && (
        <MediaPickerPanel
          title={`Choose the ${label.toLowerCase()}`}
          folder={brandingFolder}
          limits={documentImageLimits}
          onPick={onChange}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
