import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';

// The other emulators the local stack starts: each answers as the service it stands in for.

describe('the local S3', () => {
  it('holds the media and résumé buckets and accepts a presigned upload', async () => {
    const s3 = new S3Client({
      endpoint: inject('s3Endpoint'),
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const bucket of inject('buckets')) {
      const key = `checks/${Date.now()}.txt`;
      const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: 60,
      });
      expect((await fetch(url, { method: 'PUT', body: 'hello' })).status).toBe(200);
      const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      expect(await stored.Body!.transformToString()).toBe('hello');
    }
    s3.destroy();
  });
});

describe('the PhonePe sandbox', () => {
  it('answers its health check', async () => {
    const response = await fetch(`${inject('phonePeSandboxUrl')}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});
