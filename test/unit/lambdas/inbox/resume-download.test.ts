import { describe, expect, it } from 'vitest';
import { resumeFileName } from '#lambdas/inbox/resume-download';

describe('résumé download names', () => {
  it('use the applicant’s name and the stored extension', () => {
    expect(resumeFileName('Priya Nair', 'resumes/2026-11/01JABC.docx')).toBe(
      'Priya Nair résumé.docx',
    );
  });

  it('drop characters no file system takes', () => {
    expect(resumeFileName('A/B: "C"', 'resumes/2026-11/01JABC.pdf')).toBe('A B C résumé.pdf');
    expect(resumeFileName('///', 'resumes/2026-11/01JABC.pdf')).toBe('Applicant résumé.pdf');
  });
});
