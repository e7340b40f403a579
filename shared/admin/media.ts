import * as z from 'zod';
import { optionalQueryText, pageCursor, pageLimit } from './lists';

// The admin media library (docs/architecture.md §4, docs/product.md §7 'Media upload'): images uploaded straight to the
// media bucket at `{folder}/{timestamp}.{ext}`, recorded in the table, public under /media/.

/**
 * Raster images only. SVG is left out on purpose: it can carry script, and /media/ is served from
 * the site's own origin, where a script would run with an admin's session.
 */
export const mediaContentTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type MediaContentType = keyof typeof mediaContentTypes;

export const maxMediaBytes = 5 * 1024 * 1024;

/** Where media are served from on the site's origin (CloudFront /media/*, the local server). */
export const mediaPathPrefix = '/media/';

export const mediaMessages = {
  type: 'Please upload a JPEG, PNG, WebP or GIF image',
  size: 'The image must be 5 MB or smaller',
  folder: 'Use a short folder name of lower-case letters, digits and hyphens, e.g. blog',
  empty: 'No media uploaded yet',
  uploadFailed: 'Failed to upload the image. Please try again.',
} as const;

/** What a place that uses a picture accepts of the library: some types, up to a size. */
export interface MediaLimits {
  contentTypes: readonly MediaContentType[];
  maxBytes: number;
}

/** Whatever the library takes. */
export const libraryLimits: MediaLimits = {
  contentTypes: Object.keys(mediaContentTypes) as MediaContentType[],
  maxBytes: maxMediaBytes,
};

const typeNames: Record<MediaContentType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** "JPEG, PNG, WebP or GIF": the types the limits take, as people name them. */
function typesInWords({ contentTypes }: MediaLimits): string {
  const names = contentTypes.map((type) => typeNames[type]);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
    : (names[0] ?? '');
}

const sizeInWords = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

/** "JPEG, PNG, WebP or GIF, up to 5 MB": what a file input's label says it takes. */
export const describeMediaLimits = (limits: MediaLimits) =>
  `${typesInWords(limits)}, up to ${sizeInWords(limits.maxBytes)}`;

/** Why a file or a library item does not fit the limits, in the library's own words; else none. */
export function mediaLimitProblem(
  file: { contentType: string; size: number },
  limits: MediaLimits,
): string | undefined {
  if (!(limits.contentTypes as readonly string[]).includes(file.contentType)) {
    return `Please choose a ${typesInWords(limits)} image`;
  }
  if (file.size > limits.maxBytes) {
    return `The image must be ${sizeInWords(limits.maxBytes)} or smaller`;
  }
  return undefined;
}

export const mediaFolder = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, mediaMessages.folder);

export const mediaUploadRequest = z.object({
  folder: mediaFolder,
  fileName: z.string().trim().min(1, 'Please choose a file').max(200),
  contentType: z.enum(Object.keys(mediaContentTypes) as [MediaContentType, ...MediaContentType[]], {
    error: mediaMessages.type,
  }),
  size: z.number().int().positive('The file is empty').max(maxMediaBytes, mediaMessages.size),
  /** Describes the image for screen readers wherever it is used. */
  altText: z
    .string()
    .trim()
    .max(300, 'Please keep this under 300 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type MediaUploadRequest = z.input<typeof mediaUploadRequest>;

export const adminMediaListQuery = z.object({
  folder: optionalQueryText(40).pipe(mediaFolder.optional()),
  limit: pageLimit,
  cursor: pageCursor,
});
export type AdminMediaListQuery = z.input<typeof adminMediaListQuery>;

/** One entry of the library (docs/product.md §3 media_library). */
export interface MediaItem {
  /** The object's key in the media bucket: `{folder}/{timestamp}.{ext}`. */
  key: string;
  /** Its public address on the site's origin: `/media/{key}`. */
  url: string;
  folder: string;
  /** The uploader's own file name, for finding it again; never part of the key. */
  originalName: string;
  contentType: MediaContentType;
  size: number;
  altText?: string;
  createdAt: string;
  /** The admin who uploaded it (their e-mail when known). */
  uploadedBy?: string;
}

/** A presigned PUT: send the file as the body with exactly these headers. */
export interface MediaUploadResponse {
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  url: string;
  item: MediaItem;
}

export const mediaUrlOf = (key: string) => `${mediaPathPrefix}${key}`;
