import { readFileSync } from 'node:fs';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createS3Client } from '#lambdas/lib/storage';
import type { MediaUploadResponse } from '#shared/admin/media';
import { settingsMessages, type SettingsResponse } from '#shared/admin/settings';
import type { ApiErrorBody } from '#shared/api/content';
import { authorisedSignatory } from '#lambdas/lib/document-branding';
import { asAdmin } from '../support/admin-session';
import {
  createTestCourse,
  paidCheckout,
  refundedInFull,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { completeAsAdmin } from '../support/learners';
import { mailsAbout, type OutboxMail } from '../support/outbox';
import { pdfImageCount, pdfPagePicture, readQrCode } from '../support/pdf-images';
import { pdfText } from '../support/pdf-text';
import { holdSiteSettings } from '../support/settings-lock';

// Decision 028: with the company's logo and authorised signatory set in Settings, a purchase's
// invoice is signed by them and carries the logo, and a completed learner's certificate carries
// the logo, the signature and a QR code of its check address. Each document's first page is
// saved as a picture under test-results/documents for a person to look at.
//
// Other files run meanwhile and issue documents too: they may find the signatory on theirs,
// which none of them asserts against; the settings are put back afterwards. The files that
// change the settings hold one lock (test/support/settings-lock.ts), so none clears ours meanwhile.

holdSiteSettings();
const signatory = { signatoryName: 'Meera Iyer', signatoryDesignation: 'Director, Finance' };
const mediaBucket = inject('buckets')[0]!;
const s3 = createS3Client({ S3_ENDPOINT: inject('s3Endpoint') }, 'ap-south-1');
const uploadedKeys: string[] = [];

type Settings = SettingsResponse['settings'];
let original: Omit<Settings, 'updatedAt'>;
let fixture: CheckoutFixture;
let logoUrl: string;
let signatureUrl: string;

/** Uploads a fixture picture to the media library's branding folder, as the Settings form does. */
async function uploadPicture(file: string, contentType = 'image/png'): Promise<string> {
  const bytes = readFileSync(`test/fixtures/documents/${file}`);
  const { status, body } = await asAdmin<MediaUploadResponse>('POST', '/api/admin/media', {
    folder: 'branding',
    fileName: file,
    contentType,
    size: bytes.length,
  });
  expect(status).toBe(201);
  uploadedKeys.push(body.key);
  const put = await fetch(body.uploadUrl, {
    method: body.method,
    headers: body.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return body.url;
}

const putSettings = (changes: Partial<Settings>) =>
  asAdmin<SettingsResponse & ApiErrorBody>('PUT', '/api/admin/settings', {
    ...original,
    ...changes,
  });

beforeAll(async () => {
  const { body } = await asAdmin<SettingsResponse>('GET', '/api/admin/settings');
  const editable: Partial<Settings> = { ...body.settings };
  delete editable.updatedAt;
  original = editable as Omit<Settings, 'updatedAt'>;
  [logoUrl, signatureUrl] = await Promise.all([
    uploadPicture('logo.png'),
    uploadPicture('signature.png'),
  ]);
  fixture = await createTestCourse({ seats: 10, startDate: startedBatchDate });
});

afterAll(async () => {
  expect((await asAdmin('PUT', '/api/admin/settings', original)).status).toBe(200);
  await fixture?.cleanup();
  await Promise.all(
    uploadedKeys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: mediaBucket, Key }))),
  );
  s3.destroy();
});

const design = () => ({ logoImage: logoUrl, signatureImage: signatureUrl, ...signatory });

const pdfAttachment = (mails: OutboxMail[], name: RegExp) => {
  const attachment = mails
    .flatMap((mail) => mail.attachments)
    .find((file) => name.test(file.fileName));
  if (!attachment) throw new Error(`No attachment named ${name}`);
  return new Uint8Array(attachment.bytes);
};

describe('documents designed from Settings', () => {
  it('saves the logo, signature and signatory, and GET answers them', async () => {
    const { status, body } = await putSettings(design());
    expect(status).toBe(200);
    expect(body.settings).toMatchObject(design());
  });

  it('prints the signatory and the logo on a purchase’s invoice', async () => {
    expect((await putSettings(design())).status).toBe(200);
    const order = await paidCheckout(fixture);
    const invoice = pdfAttachment(await mailsAbout(order.email), /^Invoice-.*\.pdf$/);
    const text = await pdfText(invoice);
    expect(text).toMatch(/^For .+$/m);
    expect(text).toContain(
      `${signatory.signatoryName}\n${signatory.signatoryDesignation}\n${authorisedSignatory}`,
    );
    expect(text).not.toContain('needs no signature');
    // The logo and the signature, each an image XObject.
    expect(await pdfImageCount(invoice)).toBe(2);
    await pdfPagePicture(invoice, 'integration-invoice');
  });

  it('prints the logo, the signature and a QR code of its check address on a certificate', async () => {
    expect((await putSettings(design())).status).toBe(200);
    const order = await paidCheckout(fixture);
    const [certificateId] = await completeAsAdmin(fixture, [order.enrollmentId]);
    const certificate = pdfAttachment(await mailsAbout(order.email), /^Certificate-.*\.pdf$/);
    expect(await pdfImageCount(certificate)).toBe(2);
    expect(await pdfText(certificate)).toContain(signatory.signatoryDesignation);
    const picture = await pdfPagePicture(certificate, 'integration-certificate');
    expect(readQrCode(picture)).toBe(
      new URL(`/certificates/${certificateId}`, inject('siteUrl')).href,
    );
  });

  it('signs a refund’s credit note as the invoice is signed', async () => {
    expect((await putSettings(design())).status).toBe(200);
    const order = await paidCheckout(fixture);
    const mails = await refundedInFull(order, 'Changed plans');
    const creditNote = pdfAttachment(mails, /^Credit-Note-.*\.pdf$/);
    expect(await pdfText(creditNote)).toContain(
      `${signatory.signatoryName}\n${signatory.signatoryDesignation}\n${authorisedSignatory}`,
    );
    expect(await pdfImageCount(creditNote)).toBe(2);
    await pdfPagePicture(creditNote, 'integration-credit-note');
  });

  it('refuses a picture that is not a PNG or JPEG of the library, or is not in it', async () => {
    const webp = await putSettings({ logoImage: '/media/branding/1795341845123.webp' });
    expect(webp.status).toBe(400);
    expect(webp.body.fieldErrors).toEqual({ logoImage: settingsMessages.documentImage });

    const missing = await putSettings({ signatureImage: '/media/branding/1.png', ...signatory });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({
      signatureImage: settingsMessages.documentImageMissing,
    });
  });
});
