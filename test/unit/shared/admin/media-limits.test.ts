import { describe, expect, it } from 'vitest';
import {
  describeMediaLimits,
  libraryLimits,
  mediaLimitProblem,
  mediaMessages,
} from '#shared/admin/media';
import { documentImageLimits } from '#shared/checkout/document-branding';
import { settingsMessages } from '#shared/admin/settings';

// What a place that uses a picture takes of the media library (a document's logo: a PNG or JPEG
// of 500 KB at most), said before an upload and beside each image it cannot use.

describe('media limits', () => {
  it('say what they take in the words of the file input', () => {
    expect(describeMediaLimits(libraryLimits)).toBe('JPEG, PNG, WebP or GIF, up to 5 MB');
    expect(describeMediaLimits(documentImageLimits)).toBe('PNG or JPEG, up to 500 KB');
  });

  it('refuse another type, then a larger file, as the library and Settings do', () => {
    const png = (size: number) => ({ contentType: 'image/png', size });
    expect(mediaLimitProblem(png(500 * 1024), documentImageLimits)).toBeUndefined();
    expect(mediaLimitProblem(png(500 * 1024 + 1), documentImageLimits)).toBe(
      settingsMessages.documentImageSize,
    );
    expect(mediaLimitProblem({ contentType: 'image/webp', size: 10 }, documentImageLimits)).toBe(
      'Please choose a PNG or JPEG image',
    );
    expect(mediaLimitProblem(png(5 * 1024 * 1024 + 1), libraryLimits)).toBe(mediaMessages.size);
    expect(mediaLimitProblem({ contentType: 'image/svg+xml', size: 10 }, libraryLimits)).toBe(
      'Please choose a JPEG, PNG, WebP or GIF image',
    );
  });
});
