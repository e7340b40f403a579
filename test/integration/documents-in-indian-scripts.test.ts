import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aCheckout,
  createTestCourse,
  paidCheckout,
  startedBatchDate,
  type CheckoutFixture,
} from '../support/checkout';
import { completeAsAdmin } from '../support/learners';
import { mailsAbout } from '../support/outbox';
import { pdftotext, saveDocumentPicture } from '../support/pdf-tools';

// Decision 026: a learner who types their name in Devanagari finds it, as typed, on the invoice
// mailed when they pay and on the certificate mailed when they complete, both drawn by the PDF
// Lambda's drawers on the local stack (docs/decisions/026-fonts-for-every-indian-script.md).
// pdftotext reads each as a reader's copy and search would; a picture of each is left for review.

const learnerName = 'प्रिया शर्मा';

let fixture: CheckoutFixture;
beforeAll(async () => {
  fixture = await createTestCourse({ seats: 5, startDate: startedBatchDate });
});
afterAll(async () => {
  await fixture.cleanup();
});

/** The PDF attached to the learner's mail whose subject starts so. */
async function attachedPdf(email: string, subjectStart: string): Promise<Uint8Array> {
  const mail = (await mailsAbout(email)).find((found) => found.subject.startsWith(subjectStart));
  const pdf = mail?.attachments.find((attachment) => attachment.fileName.endsWith('.pdf'));
  if (!pdf) throw new Error(`No mail '${subjectStart}…' with a PDF for ${email}`);
  return new Uint8Array(pdf.bytes);
}

describe('a learner named in Devanagari', () => {
  it('gets an invoice, then a certificate, that carry the name as typed and amounts with ₹', async () => {
    const { student } = aCheckout(fixture);
    const order = await paidCheckout(fixture, { student: { ...student, name: learnerName } });

    const invoice = await attachedPdf(order.email, 'Enrollment confirmed:');
    await saveDocumentPicture('integration-invoice-devanagari', invoice);
    const invoiceText = await pdftotext(invoice);
    expect(invoiceText).toContain(learnerName);
    expect(invoiceText).toMatch(/₹\d{1,2}(,\d\d)*,\d{3}\.\d\d/);
    expect(invoiceText).not.toContain('Rs.');

    await completeAsAdmin(fixture, [order.enrollmentId]);
    const certificate = await attachedPdf(order.email, 'Your certificate:');
    await saveDocumentPicture('integration-certificate-devanagari', certificate);
    expect(await pdftotext(certificate)).toContain(learnerName);
  });
});
