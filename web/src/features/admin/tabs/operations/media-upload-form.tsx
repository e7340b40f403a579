import { useId, useRef, useState } from 'react';
import {
  describeMediaLimits,
  libraryLimits,
  mediaLimitProblem,
  mediaMessages,
  type MediaItem,
  type MediaLimits,
} from '#shared/admin/media';
import { TextField } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { uploadImage } from './media-upload';

/**
 * Choose an image, name its folder and describe it, then Upload. Not a <form>: the picker sits
 * inside the blog editor's form, and forms cannot nest.
 */
export function MediaUploadForm({
  defaultFolder = 'blog',
  onUploaded,
  compact = false,
  limits = libraryLimits,
}: {
  defaultFolder?: string;
  onUploaded: (item: MediaItem) => void;
  /** Fewer fields, for the picker inside an editor. */
  compact?: boolean;
  /** What the place the image is for takes: refused here, before a useless upload. */
  limits?: MediaLimits;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [folder, setFolder] = useState(defaultFolder);
  const [altText, setAltText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string }>();

  async function upload() {
    if (!file) {
      setMessage({ kind: 'failed', text: 'Please choose an image first.' });
      // Not a form (see above), so focus goes to the refused field here rather than by the
      // watcher every form has (web/src/lib/invalid-field-focus.ts).
      fileInput.current?.focus();
      return;
    }
    const problem = mediaLimitProblem({ contentType: file.type, size: file.size }, limits);
    if (problem) {
      setMessage({ kind: 'failed', text: problem });
      fileInput.current?.focus();
      return;
    }
    setUploading(true);
    setMessage(undefined);
    try {
      const item = await uploadImage(file, folder.trim(), altText);
      setMessage({ kind: 'done', text: `Uploaded ${item.originalName}.` });
      setFile(undefined);
      setAltText('');
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(item);
    } catch (error) {
      setMessage({ kind: 'failed', text: errorMessage(error, mediaMessages.uploadFailed) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div
      role="group"
      aria-label="Upload an image"
      className="grid items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
      onKeyDown={(event) => {
        // Enter in a field uploads, and never submits a form around the picker.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void upload();
        }
      }}
    >
      <div>
        <label
          htmlFor={`${id}-file`}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Image ({describeMediaLimits(limits)})
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={limits.contentTypes.join(',')}
          aria-invalid={message?.kind === 'failed'}
          aria-describedby={`${id}-failure`}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setMessage(undefined);
          }}
          className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
        />
      </div>
      {!compact && (
        <TextField
          label="Folder"
          value={folder}
          maxLength={40}
          onChange={(event) => setFolder(event.target.value)}
        />
      )}
      <button
        type="button"
        disabled={uploading}
        onClick={() => void upload()}
        className={buttonClass.primary}
      >
        {uploading ? 'Uploading...' : 'Upload'}
      </button>
      {!compact && (
        <TextField
          className="sm:col-span-3"
          label="Alt text (describes the image for screen readers)"
          value={altText}
          maxLength={300}
          onChange={(event) => setAltText(event.target.value)}
        />
      )}
      <p role="status" className="text-sm text-green-700 sm:col-span-3 dark:text-green-400">
        {message?.kind === 'done' ? message.text : ''}
      </p>
      <p
        id={`${id}-failure`}
        role="alert"
        className="text-sm text-red-700 sm:col-span-3 dark:text-red-400"
      >
        {message?.kind === 'failed' ? message.text : ''}
      </p>
    </div>
  );
}
