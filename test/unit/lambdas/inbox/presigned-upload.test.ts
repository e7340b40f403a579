import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeKeyFor } from '#lambdas/inbox/careers';
import { createS3Client, presignUpload } from '#lambdas/lib/storage';

// Signing needs some credentials; no request is ever sent.
beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'example-secret');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const storage = { RESUMES_BUCKET: 'techsite-resumes', MEDIA_BUCKET: 'techsite-media' };
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function signedUrl(options: { endpoint?: string } = {}) {
  const client = createS3Client({ ...storage, S3_ENDPOINT: options.endpoint }, 'ap-south-1');
  const url = await presignUpload(client, {
    bucket: 'techsite-resumes',
    key: 'resumes/2026-11/01JABC.pdf',
    contentType: 'application/pdf',
    size: 123_456,
  });
  client.destroy();
  return new URL(url);
}

describe('presignUpload', () => {
  it('signs the content type and length, so S3 refuses any other', async () => {
    const url = await signedUrl();
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
  });

  it('expires after five minutes', async () => {
    expect((await signedUrl()).searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('signs no checksum of an empty body, which real S3 would hold against the file', async () => {
    const url = await signedUrl();
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.some((name) => name.includes('checksum'))).toBe(false);
  });

  it('uses path-style addresses on the local S3', async () => {
    const url = await signedUrl({ endpoint: 'http://127.0.0.1:4569' });
    expect(url.origin).toBe('http://127.0.0.1:4569');
    expect(url.pathname).toBe('/techsite-resumes/resumes/2026-11/01JABC.pdf');
  });
});

describe('resumeKeyFor', () => {
  it('files the upload as pending, by month, with the extension of its type', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(resumeKeyFor('application/pdf', now)).toMatch(
      /^resumes\/pending\/2026-11\/[0-9A-HJKMNP-TV-Z]{26}\.pdf$/,
    );
    expect(resumeKeyFor(docx, now)).toMatch(/\.docx$/);
    expect(resumeKeyFor('application/msword', now)).toMatch(/\.doc$/);
  });
});
