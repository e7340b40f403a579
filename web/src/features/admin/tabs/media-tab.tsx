import * as apiPaths from '#shared/api/api-paths';
import { useState } from 'react';
import type { MediaItem } from '#shared/admin/media';
import { ListToolbar } from '../kit/list-toolbar';
import { TabHeading } from '../kit/tab-heading';
import { useAdminList } from '../kit/use-admin-list';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { CopyUrlButton } from './operations/copy-url-button';
import { MediaLibraryView } from './operations/media-library-view';
import { MediaUploadForm } from './operations/media-upload-form';

/** The media library (docs/product.md §7 'Media upload'): upload images and copy their public URLs. */
export function MediaTab() {
  const [folder, setFolder] = useState('');
  const folderQuery = useDebouncedValue(folder.trim().toLowerCase());
  const list = useAdminList<MediaItem>(apiPaths.adminMedia, { folder: folderQuery, limit: 24 });

  return (
    <div className="space-y-6">
      <TabHeading
        title="Media Library"
        description="Images for blog posts, case studies and courses, public under /media/."
      />
      <section
        aria-label="Upload"
        className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <MediaUploadForm onUploaded={list.refresh} />
      </section>
      <div>
        <ListToolbar
          search={{ label: 'Filter by folder, e.g. blog', value: folder, onChange: setFolder }}
          onRefresh={list.refresh}
          refreshing={list.loading}
        />
        <MediaLibraryView list={list} action={(item) => <CopyUrlButton item={item} />} />
      </div>
    </div>
  );
}
