import { describe, expect, it } from 'vitest';
import { fallbackSettings } from '#shared/content/fallback/site';
import { buildCreditNote, creditNotePrefix } from '#shared/checkout/credit-note';
import {
  renderCreditNoteHtml,
  renderCreditNoteText,
} from '#lambdas/checkout-payments/tax-documents/credit-note-document';
import { creditNoteView } from '#lambdas/checkout-payments/tax-documents/credit-note-view';
import { creditNoteMail } from '#lambdas/checkout-payments/tax-documents/credit-note-mails';
import { aTaxInvoice } from '#test/support/tax-documents';

// The credit note as drawn (its view, the HTML page, the text) and the learner's mail with it.

const refundOf = (amountPaise: number) => ({
  merchantRefundId: 'NXT_1795341845123_9f3a1c2b7d4e_R1',
  enrollmentId: '01JDZ5Q5M7ZT2J8Y6W4X3V2B1A',
  amountPaise,
  reason: 'Moved <abroad>',
});

const noteOf = (invoice = aTaxInvoice('Karnataka'), amountPaise = 1180000) =>
  buildCreditNote({
    invoice,
    refund: refundOf(amountPaise),
    serial: 1,
    issuedAt: new Date('2026-12-01T06:00:00Z'),
    prefix: creditNotePrefix,
  });

describe('the credit note’s view', () => {
  it('names the invoice it reduces and prints the taxable value, each tax and the total credited', () => {
    const view = creditNoteView(noteOf());
    expect(view).toMatchObject({
      kind: 'credit-note',
      title: 'Credit Note',
      number: 'CN/26-27/000001',
      against: { invoiceNumber: 'NXT/26-27/000123', invoiceIssuedAt: '2026-11-25T10:06:00.000Z' },
      reverseCharge: false,
      totalPaise: 1180000,
    });
    expect(view.amounts).toEqual([
      { label: 'Taxable value credited', paise: 1000000, strong: true },
      { label: 'CGST @ 9%', paise: 90000 },
      { label: 'SGST @ 9%', paise: 90000 },
      { label: 'Total credited (incl. GST)', paise: 1180000, strong: true },
    ]);
    expect(view.notes.join(' ')).toContain('in part (Moved <abroad>)');
  });

  it('credits a company by its legal name and GSTIN, as its invoice billed it', () => {
    const invoice = aTaxInvoice('Maharashtra', {
      company: { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Learning Pvt Ltd' },
      billingAddress: {
        line1: '5 Marine Drive',
        line2: undefined,
        city: 'Mumbai',
        state: 'Maharashtra',
        pinCode: '400020',
      },
    });
    expect(creditNoteView(noteOf(invoice, invoice.totalPaise)).recipient).toMatchObject({
      name: 'Acme Learning Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
    });
  });
});

describe('the credit note documents', () => {
  it('print what rule 53 asks, the learner’s words escaped', () => {
    const html = renderCreditNoteHtml(creditNoteView(noteOf()));
    for (const expected of [
      '<h1>Credit Note</h1>',
      'CN/26-27/000001',
      'Against invoice: <strong>NXT/26-27/000123</strong>',
      'Invoice date: 25 Nov 2026',
      'GSTIN: 29AAKCN4821P1ZR',
      '999293',
      '₹10,000.00',
      '₹900.00',
      '₹11,800.00',
      'Rupees Eleven Thousand Eight Hundred Only',
      'Moved &lt;abroad&gt;',
    ]) {
      expect(html).toContain(expected);
    }
    expect(html).not.toContain('<abroad>');
  });

  it('have a plain-text twin with the same figures', () => {
    const text = renderCreditNoteText(creditNoteView(noteOf()));
    expect(text).toContain('CREDIT NOTE CN/26-27/000001');
    expect(text).toContain('Against tax invoice NXT/26-27/000123 of 25 Nov 2026');
    expect(text).toContain('CGST @ 9%: ₹900.00');
    expect(text).toContain('Total credited (incl. GST): ₹11,800.00');
  });
});

describe('the credit note mail', () => {
  const note = { ...noteOf(), html: '<p>the page</p>' };
  const mail = creditNoteMail({
    note,
    courseTitle: 'Cloud Computing with AWS',
    noteText: 'CREDIT NOTE CN/26-27/000001',
    creditNoteUrl: 'https://example.com/api/credit-notes/x/y?token=t',
    creditNotePdf: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    company: fallbackSettings,
  });

  it('goes to the learner with the credit note number in the subject', () => {
    expect(mail.to).toEqual(['asha@example.com']);
    expect(mail.subject).toBe('Credit note CN/26-27/000001 for your refund');
  });

  it('says the amount, the course, the invoice, when the money arrives and where to download', () => {
    for (const expected of [
      '₹11,800',
      'Cloud Computing with AWS',
      'NXT/26-27/000123',
      '5–7 working days',
      'https://example.com/api/credit-notes/x/y?token=t',
    ]) {
      expect(mail.text).toContain(expected);
    }
  });

  it('attaches the credit note as a PDF named after its number', () => {
    expect(mail.attachments).toEqual([
      {
        fileName: 'Credit-Note-CN-26-27-000001.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF'),
      },
    ]);
  });
});
