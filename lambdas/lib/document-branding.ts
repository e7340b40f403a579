import * as z from 'zod/mini';
import type { DocumentBranding } from '#shared/checkout/document-branding';

// The logo and signatory in a PDF render event (decision 028), checked as the rest of the view
// is (zod/mini, to keep the PDF Lambda small), and the images' bytes the PDF Lambda read for them.

const mediaKey = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}\/[0-9]{1,16}\.(png|jpg)$/));
const line = z.string().check(z.minLength(1), z.maxLength(80));

export const documentBrandingSchema = z.object({
  logoKey: z.optional(mediaKey),
  signatory: z.optional(
    z.object({ name: line, designation: line, signatureKey: z.optional(mediaKey) }),
  ),
}) satisfies z.ZodMiniType<DocumentBranding>;

/** The pictures a document's branding names, as read; one that could not be read is absent. */
export interface DocumentImages {
  logo?: Uint8Array;
  signature?: Uint8Array;
}

/** The words under a signature, as every document prints them. */
export const authorisedSignatory = 'Authorised signatory';
