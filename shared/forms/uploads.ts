import * as z from 'zod';

// Résumés: PDF, DOC or DOCX up to 5 MB (docs/product.md §5). The server signs the upload for exactly this
// type and size; the browser checks first to answer at once.

export const resumeContentTypes = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type ResumeContentType = keyof typeof resumeContentTypes;

export const maxResumeBytes = 5 * 1024 * 1024;

/**
 * Where résumé uploads land; the bucket forgets what is still there after a day (an S3
 * lifecycle rule), and an application keeps its résumé by copying it out (docs/product.md §5).
 */
export const pendingResumePrefix = 'resumes/pending/';

export const resumeTypeMessage = 'Please upload a PDF, DOC or DOCX file';
export const resumeSizeMessage = 'The résumé must be 5 MB or smaller';

export const uploadRequest = z.object({
  kind: z.literal('resume'),
  fileName: z.string().trim().min(1).max(200),
  contentType: z.enum(
    Object.keys(resumeContentTypes) as [ResumeContentType, ...ResumeContentType[]],
    {
      error: resumeTypeMessage,
    },
  ),
  size: z.number().int().positive('The file is empty').max(maxResumeBytes, resumeSizeMessage),
});
export type UploadRequest = z.input<typeof uploadRequest>;

/** A presigned PUT: send the file as the body with exactly these headers. */
export interface UploadResponse {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
}
