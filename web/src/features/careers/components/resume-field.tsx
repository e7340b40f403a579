import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { resumeContentTypes } from '#shared/forms/uploads';

interface ResumeFieldProps {
  file: File | null;
  error?: string;
  disabled: boolean;
  /** Returns false when the file was refused (the input is then emptied). */
  onChoose: (file: File | null) => boolean;
}

const accept = ['.pdf', '.doc', '.docx', ...Object.keys(resumeContentTypes)].join(',');

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The optional résumé: PDF, DOC or DOCX up to 5 MB, checked as soon as it is chosen. */
export function ResumeField({ file, error, disabled, onChoose }: ResumeFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Résumé (optional)
      </label>
      <div
        className={`mt-1.5 flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-4 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 ${
          error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-700'
        }`}
      >
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
        >
          <Upload className="size-4" aria-hidden="true" />
          {file ? 'Replace file' : 'Choose file'}
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="resume"
          accept={accept}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const accepted = onChoose(event.target.files?.[0] ?? null);
            if (!accepted) event.target.value = '';
          }}
          className="sr-only"
        />
        {file ? (
          <span className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <FileText
              className="size-4 shrink-0 text-blue-600 dark:text-blue-400"
              aria-hidden="true"
            />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-slate-500 dark:text-slate-400">
              ({formatSize(file.size)})
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                onChoose(null);
                if (inputRef.current) inputRef.current.value = '';
              }}
              aria-label="Remove résumé"
              className="ml-auto rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">No file chosen</span>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        PDF, DOC or DOCX, up to 5 MB.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
