import { mediaPathPrefix, type MediaLimits } from '../admin/media';

// What an invoice, credit note or certificate shows of the company beyond the fields the law
// asks for (docs/decisions/028-document-design.md): its logo and its authorised signatory, as the
// admin set them in Settings. Images are named by their media-library key, which never changes
// what it holds (a new upload is a new key), so a document that names a key names one picture.

/** A logo or signature must be small enough to mail inside every PDF: 500 KB. */
export const documentImageMaxBytes = 500 * 1024;

/** What the document drawer embeds: a PNG or JPEG (documentImagePattern) of that size at most. */
export const documentImageLimits: MediaLimits = {
  contentTypes: ['image/png', 'image/jpeg'],
  maxBytes: documentImageMaxBytes,
};

/** The person who signs for the company, with the picture of their signature when one is set. */
export interface DocumentSignatory {
  name: string;
  designation: string;
  signatureKey?: string;
}

export interface DocumentBranding {
  logoKey?: string;
  signatory?: DocumentSignatory;
}

/** The settings' fields a document's branding is made of (shared/content/schemas.ts). */
export interface BrandingSettings {
  /** `/media/{key}` of a PNG or JPEG in the media library. */
  logoImage?: string;
  signatoryName?: string;
  signatoryDesignation?: string;
  signatureImage?: string;
}

/**
 * A PNG or JPEG of the media library by its address, `/media/{folder}/{timestamp}.{png|jpg}`:
 * the extension is the one the library gave its type (shared/admin/media.ts), so it is the type.
 */
export const documentImagePattern = /^\/media\/[a-z0-9][a-z0-9-]{0,39}\/[0-9]{1,16}\.(png|jpg)$/;

/** `/media/branding/1795.png` → `branding/1795.png`. */
export const mediaKeyOfUrl = (url: string) => url.slice(mediaPathPrefix.length);

/** The branding a document issued now carries: nothing the settings leave unset. */
export function documentBrandingOf(settings: BrandingSettings): DocumentBranding {
  const { logoImage, signatoryName, signatoryDesignation, signatureImage } = settings;
  const signatory =
    signatoryName && signatoryDesignation
      ? {
          name: signatoryName,
          designation: signatoryDesignation,
          ...(signatureImage ? { signatureKey: mediaKeyOfUrl(signatureImage) } : {}),
        }
      : undefined;
  return {
    ...(logoImage ? { logoKey: mediaKeyOfUrl(logoImage) } : {}),
    ...(signatory ? { signatory } : {}),
  };
}
