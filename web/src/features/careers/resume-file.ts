import { resumeContentTypes, uploadRequest, type ResumeContentType } from '#shared/forms/uploads';

const typeByExtension = Object.fromEntries(
  Object.entries(resumeContentTypes).map(([type, extension]) => [extension, type]),
) as Record<string, ResumeContentType>;

/**
 * The file's content type, or the one its extension stands for when the browser gives none or
 * a generic one (some phones report '' or application/octet-stream for Word files).
 */
export function resumeContentType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type in resumeContentTypes) return file.type;
  if (file.type && file.type !== 'application/octet-stream') return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? file.type;
}

/** Checks a chosen résumé with the server's own rule (PDF, DOC or DOCX, at most 5 MB). */
export function checkResume(
  file: Pick<File, 'name' | 'type' | 'size'>,
): { ok: true; contentType: ResumeContentType } | { ok: false; message: string } {
  const result = uploadRequest.safeParse({
    kind: 'resume',
    fileName: file.name,
    contentType: resumeContentType(file),
    size: file.size,
  });
  if (result.success) return { ok: true, contentType: result.data.contentType };
  return { ok: false, message: result.error.issues[0]?.message ?? 'This file cannot be uploaded' };
}
