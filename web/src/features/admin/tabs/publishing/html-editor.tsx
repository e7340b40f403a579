import { ImagePlus } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { sanitizePostHtml } from '#shared/content/sanitize-html';
import { inputClassName } from '#web/components/form-field';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { imageTag, insertAtSelection } from './image-tag';
import { MediaPickerPanel } from './media-picker-panel';

// The blog post's HTML: a plain textarea, an 'Insert image' button that puts an <img> from the
// media library at the cursor, and a live preview run through the very sanitiser the server
// applies on save, so the preview shows what visitors will get.

export function HtmlEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  // Sanitising a long post on every keystroke can wait for a quiet moment.
  const preview = sanitizePostHtml(useDeferredValue(value));

  function insertImage(url: string) {
    const element = textarea.current;
    // A textarea keeps its selection after losing focus to the picker.
    const { text, cursor } = insertAtSelection(
      value,
      {
        start: element?.selectionStart ?? value.length,
        end: element?.selectionEnd ?? value.length,
      },
      imageTag(url),
    );
    onChange(text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  }

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          Content (HTML)
          <span className="text-red-600 dark:text-red-400" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <button
          type="button"
          className={buttonClass.secondary}
          aria-expanded={picking}
          onClick={() => setPicking((open) => !open)}
        >
          <ImagePlus className="size-4" aria-hidden />
          Insert image
        </button>
      </div>
      {picking && (
        <MediaPickerPanel
          title="Insert an image at the cursor"
          onPick={insertImage}
          onClose={() => setPicking(false)}
        />
      )}
      <textarea
        ref={textarea}
        id={id}
        name="content"
        required
        rows={14}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        spellCheck={false}
        className={`${inputClassName} mt-1.5 font-mono`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Headings, paragraphs, lists, links, images and tables. Scripts, styles and event handlers
        are removed when the post is saved.
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <section aria-labelledby={`${id}-preview`} className="mt-4">
        <h3 id={`${id}-preview`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Preview
        </h3>
        <div
          data-testid="post-preview"
          className="mt-1.5 max-h-96 overflow-y-auto rounded-lg border [&>:first-child]:mt-0 border-slate-200 p-4 text-sm leading-relaxed break-words text-slate-700 dark:border-slate-700 dark:text-slate-300 [&_a]:text-blue-700 [&_a]:underline dark:[&_a]:text-blue-300 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-2 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </section>
    </div>
  );
}
