import { useId } from 'react';
import type { MediaLimits } from '#shared/admin/media';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { MediaPicker } from '../media/media-picker';

/** The media library's picker in a panel under the field it fills; closes once an image is picked. */
export function MediaPickerPanel({
  title,
  onPick,
  onClose,
  folder,
  limits,
}: {
  title: string;
  /** What the field takes of the library, when less than all of it. */
  limits?: MediaLimits;
  /** Where an upload made in the panel goes (the media library's folder). */
  folder?: string;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <button
          type="button"
          className={buttonClass.rowAction}
          onClick={onClose}
          aria-label="Close the media library"
        >
          Close
        </button>
      </div>
      <MediaPicker
        {...(folder ? { folder } : {})}
        {...(limits ? { limits } : {})}
        onPick={(url) => {
          onPick(url);
          onClose();
        }}
      />
    </section>
  );
}
