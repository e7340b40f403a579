import { describe, expect, it } from 'vitest';
import { mediaKeyFor } from '#lambdas/publishing/media-library';
import { maxMediaBytes, mediaUploadRequest, mediaUrlOf } from '#shared/admin/media';

// The media library's names (docs/product.md §9: a timestamp plus the extension) and what it accepts.

describe('media keys', () => {
  it('are {folder}/{timestamp}.{ext}, the extension from the checked content type', () => {
    expect(mediaKeyFor({ folder: 'blog', contentType: 'image/jpeg' }, 1732270000000)).toBe(
      'blog/1732270000000.jpg',
    );
    expect(mediaUrlOf('blog/1732270000000.jpg')).toBe('/media/blog/1732270000000.jpg');
  });
});

describe('the media upload request', () => {
  const valid = { folder: 'blog', fileName: 'hero.png', contentType: 'image/png', size: 1024 };

  it('takes JPEG, PNG, WebP and GIF up to 5 MB', () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(
        mediaUploadRequest.safeParse({ ...valid, contentType, size: maxMediaBytes }).success,
      ).toBe(true);
    }
  });

  it('refuses SVG, which could carry script onto the site’s origin', () => {
    expect(mediaUploadRequest.safeParse({ ...valid, contentType: 'image/svg+xml' }).success).toBe(
      false,
    );
  });

  it('refuses folders that are not a short slug', () => {
    for (const folder of ['', 'Blog', '../x', 'a/b', 'x'.repeat(41)]) {
      expect(mediaUploadRequest.safeParse({ ...valid, folder }).success).toBe(false);
    }
  });
});
