import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '#lambdas/lib/storage';
import type { AdminPage } from '#shared/admin/lists';
import {
  maxMediaBytes,
  mediaMessages,
  type MediaItem,
  type MediaUploadRequest,
  type MediaUploadResponse,
} from '#shared/admin/media';
import type { ApiErrorBody } from '#shared/api/content';
import { testAdmin } from '../support/local-stack-settings';
import { asAdmin, everyPage } from '../support/admin-session';

// Design §4 and docs/admin.md: an admin uploads an image through a presigned URL; it is recorded in the
// library and public at /media/{key} on the site's own origin, as CloudFront serves it.

const mediaBucket = inject('buckets')[0]!;
const s3: S3Client = createS3Client(
  {
    MEDIA_BUCKET: mediaBucket,
    RESUMES_BUCKET: inject('buckets')[1]!,
    S3_ENDPOINT: inject('s3Endpoint'),
  },
  'ap-south-1',
);
const uploadedKeys: string[] = [];
afterAll(async () => {
  await Promise.all(
    uploadedKeys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: mediaBucket, Key }))),
  );
  s3.destroy();
});

/** A real 1×1 PNG, plus a unique comment chunk so each upload's bytes are its own. */
function aPng() {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from(`unique ${Date.now()} ${Math.random()}`)]);
}

const uniqueFolder = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function presign(request: MediaUploadRequest) {
  return asAdmin<MediaUploadResponse & ApiErrorBody>('POST', '/api/admin/media', request);
}

async function upload(folder: string, file = aPng()) {
  const { status, body } = await presign({
    folder,
    fileName: 'Team offsite.png',
    contentType: 'image/png',
    size: file.length,
    altText: 'The team at the offsite',
  });
  expect(status).toBe(201);
  uploadedKeys.push(body.key);
  const put = await fetch(body.uploadUrl, {
    method: body.method,
    headers: body.headers,
    body: file,
  });
  expect(put.status).toBe(200);
  return { ...body, file };
}

describe('POST /api/admin/media', () => {
  it('presigns an upload to {folder}/{timestamp}.{ext}, and the image is then public at /media/{key}', async () => {
    const folder = uniqueFolder();
    const before = Date.now();

    const uploaded = await upload(folder);

    const [, timestamp] = /^[a-z0-9-]+\/(\d+)\.png$/.exec(uploaded.key) ?? [];
    expect(uploaded.key.startsWith(`${folder}/`)).toBe(true);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(uploaded.url).toBe(`/media/${uploaded.key}`);
    expect(uploaded.item).toMatchObject({
      key: uploaded.key,
      url: uploaded.url,
      folder,
      originalName: 'Team offsite.png',
      contentType: 'image/png',
      size: uploaded.file.length,
      altText: 'The team at the offsite',
      uploadedBy: testAdmin.email,
    });
    const served = await fetch(`${inject('siteUrl')}${uploaded.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(uploaded.file)).toBe(true);
  });

  it('gives two uploads in the same folder two keys', async () => {
    const folder = uniqueFolder();
    const request: MediaUploadRequest = {
      folder,
      fileName: 'a.webp',
      contentType: 'image/webp',
      size: 100,
    };

    const answers = await Promise.all([presign(request), presign(request), presign(request)]);

    const keys = answers.map((answer) => answer.body.key);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(new RegExp(`^${folder}/\\d+\\.webp$`));
  });

  it('refuses SVG and anything that is not an image, files over 5 MB, and odd folder names', async () => {
    const valid: MediaUploadRequest = {
      folder: 'blog',
      fileName: 'logo.png',
      contentType: 'image/png',
      size: 1000,
    };

    const svg = await presign({ ...valid, contentType: 'image/svg+xml' as never });
    const tooBig = await presign({ ...valid, size: maxMediaBytes + 1 });
    const folder = await presign({ ...valid, folder: '../site' });

    expect(svg).toMatchObject({
      status: 400,
      body: { fieldErrors: { contentType: mediaMessages.type } },
    });
    expect(tooBig).toMatchObject({
      status: 400,
      body: { fieldErrors: { size: mediaMessages.size } },
    });
    expect(folder).toMatchObject({
      status: 400,
      body: { fieldErrors: { folder: mediaMessages.folder } },
    });
  });
});

describe('GET /api/admin/media', () => {
  it('lists the library newest first, by folder, one page at a time', async () => {
    const folder = uniqueFolder();
    const first = await upload(folder);
    const second = await upload(folder);
    await upload(uniqueFolder());

    const items = await everyPage<MediaItem>(`/api/admin/media?folder=${folder}&limit=1`);

    expect(items.map((item) => item.key)).toEqual([second.key, first.key]);
    const { body } = await asAdmin<AdminPage<MediaItem>>('GET', '/api/admin/media?limit=100');
    const keys = body.items.map((item) => item.key);
    expect(keys.indexOf(second.key)).toBeLessThan(keys.indexOf(first.key));
  });
});

describe('GET /media/{key} on the site', () => {
  it('answers 404 for a key that holds nothing', async () => {
    const response = await fetch(`${inject('siteUrl')}/media/blog/0.png`);
    expect(response.status).toBe(404);
  });
});
