import { useState } from 'react';
import type { MediaItem } from '#shared/admin/media';
import { buttonClass } from '#web/features/admin/kit/buttons';

/** Copies the image's full public URL, and says so when it worked. */
export function CopyUrlButton({ item }: { item: MediaItem }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = new URL(item.url, window.location.origin).href;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard access (an insecure origin, a denied permission): the URL is selectable below.
      setState('failed');
    }
  }

  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass.rowAction}
          onClick={() => void copy()}
          aria-label={`Copy URL of ${item.originalName}`}
        >
          Copy URL
        </button>
        <span role="status" className="text-green-700 dark:text-green-400">
          {state === 'copied' ? 'Copied!' : ''}
        </span>
      </div>
      {state === 'failed' && (
        <input
          readOnly
          aria-label={`URL of ${item.originalName}`}
          value={url}
          onFocus={(event) => event.target.select()}
          className="w-full rounded border border-slate-300 px-1 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-950"
        />
      )}
    </div>
  );
}
