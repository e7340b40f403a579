import { describe, expect, it } from 'vitest';
import { maxResumeBytes, resumeSizeMessage, resumeTypeMessage } from '#shared/forms/uploads';
import { checkResume, resumeContentType } from '#web/features/careers/resume-file';

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('resumeContentType', () => {
  it('keeps a type the browser reported', () => {
    expect(resumeContentType({ name: 'cv.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(resumeContentType({ name: 'notes.txt', type: 'text/plain' })).toBe('text/plain');
  });

  it('reads the extension when the browser reports no or a generic type', () => {
    expect(resumeContentType({ name: 'CV.DOCX', type: '' })).toBe(docx);
    expect(resumeContentType({ name: 'cv.doc', type: 'application/octet-stream' })).toBe(
      'application/msword',
    );
    expect(resumeContentType({ name: 'cv', type: '' })).toBe('');
  });
});

describe('checkResume', () => {
  it('accepts a PDF, DOC or DOCX up to 5 MB', () => {
    expect(checkResume({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(checkResume({ name: 'cv.docx', type: docx, size: maxResumeBytes })).toMatchObject({
      ok: true,
    });
  });

  it('refuses other types with the type message', () => {
    expect(checkResume({ name: 'cv.txt', type: 'text/plain', size: 10 })).toEqual({
      ok: false,
      message: resumeTypeMessage,
    });
  });

  it('refuses a file over 5 MB with the size message', () => {
    expect(
      checkResume({ name: 'cv.pdf', type: 'application/pdf', size: maxResumeBytes + 1 }),
    ).toEqual({ ok: false, message: resumeSizeMessage });
  });
});
