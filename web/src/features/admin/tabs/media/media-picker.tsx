import * as apiPaths from '#shared/api/api-paths';
import {
  libraryLimits,
  mediaLimitProblem,
  type MediaItem,
  type MediaLimits,
} from '#shared/admin/media';
import { buttonClass } from '#web/features/admin/kit/buttons';
import { useAdminList } from '#web/features/admin/kit/use-admin-list';
import { MediaLibraryView } from '../operations/media-library-view';
import { MediaUploadForm } from '../operations/media-upload-form';

/**
 * Lets an editor pick an uploaded image (or upload one) and hands back its public URL
 * (`/media/{key}`, same origin, so it works on any domain the site is served from).
 */
export function MediaPicker({
  onPick,
  folder,
  limits = libraryLimits,
}: {
  onPick: (url: string) => void;
  /** Where an upload made here goes; the upload form's own default otherwise. */
  folder?: string;
  /** What the place being filled takes; an image beyond it says why instead of offering itself. */
  limits?: MediaLimits;
}) {
  const list = useAdminList<MediaItem>(apiPaths.adminMedia, { limit: 24 });
  return (
    <div className="space-y-4">
      <MediaUploadForm
        compact
        {...(folder ? { defaultFolder: folder } : {})}
        limits={limits}
        onUploaded={(item) => onPick(item.url)}
      />
      <MediaLibraryView
        list={list}
        action={(item) => {
          const problem = mediaLimitProblem(item, limits);
          return problem ? (
            <span className="text-xs text-slate-500 dark:text-slate-400">{problem}</span>
          ) : (
            <button
              type="button"
              className={buttonClass.rowAction}
              onClick={() => onPick(item.url)}
              aria-label={`Use ${item.originalName}`}
            >
              Use this image
            </button>
          );
        }}
      />
    </div>
  );
}
