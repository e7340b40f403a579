import { afterEach, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api/content';
import { billingMessages } from '#shared/checkout/billing-details';
import type { CheckoutRequest, CheckoutResponse } from '#shared/checkout/checkout-requests';
import { getEnrollmentById } from '#lambdas/data/enrollments';
import {
  aCheckout,
  checkout,
  createTestCourse,
  eventually,
  payOnSandbox,
  type CheckoutFixture,
} from '../support/checkout';
import { mailsAbout } from '../support/outbox';
import { pdfText } from '../support/pdf-text';
import { holdSiteSettings } from '../support/settings-lock';

// B2B invoices and rule 46 on the local stack (decision 009): a company's GSTIN decides the place of
// supply and is printed on the invoice; from ₹50,000 an unregistered learner's full address is due.

type Answer = CheckoutResponse & ApiErrorBody;

// A company's invoice is e-invoiced while another file has the switch on (decision 027).
holdSiteSettings();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function aCourse(pricePaise: number): Promise<CheckoutFixture> {
  const fixture = await createTestCourse({ pricePaise });
  cleanups.push(() => fixture.cleanup());
  return fixture;
}

/** The supplier is registered in Karnataka (29); this learner lives there too. */
function inKarnataka(
  fixture: CheckoutFixture,
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  const request = aCheckout(fixture, overrides);
  return { ...request, student: { ...request.student, city: 'Bengaluru', state: 'Karnataka' } };
}

// A real-format GSTIN of Maharashtra (27), check character included.
const company = { gstin: '27aapfu0939f1zv', legalName: 'Acme Learning Private Limited' };
const mumbaiOffice = {
  line1: '4th Floor, Nariman Bhavan',
  line2: 'Vinay K Shah Marg, Nariman Point',
  city: 'Mumbai',
  state: 'Maharashtra' as const,
  pinCode: '400 021',
};
const puneHome = {
  line1: 'Flat 12, Sunrise Apartments, Baner Road',
  city: 'Pune',
  state: 'Maharashtra' as const,
  pinCode: '411045',
};

/** Pays on the sandbox and opens the invoice PDF through the link in the confirmation mail. */
async function payAndOpenInvoice(order: CheckoutResponse, email: string): Promise<string> {
  await payOnSandbox(order.merchantTransactionId, 'Success');
  const [mail] = await eventually(
    () => mailsAbout(email),
    (found) => found.length > 0,
  );
  const link = new URL(/https?:\/\/\S+\/api\/invoices\/\S+/.exec(mail!.text)![0]);
  expect(link.pathname).toBe(`/api/invoices/${order.enrollmentId}`);
  const download = await fetch(`${inject('siteUrl')}${link.pathname}${link.search}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await download.arrayBuffer()));
}

describe('a GST invoice for the learner’s company', () => {
  it('takes the place of supply from the GSTIN and prints GSTIN, legal name and address', async () => {
    const fixture = await aCourse(2499900);
    const request = inKarnataka(fixture, { company, billingAddress: mumbaiOffice });

    const { status, body } = await checkout<Answer>(fixture, request);

    expect(status).toBe(201);
    // Maharashtra is not the supplier's Karnataka: IGST, though the learner is in Karnataka.
    expect(body.amounts).toMatchObject({
      placeOfSupply: 'Maharashtra',
      tax: { kind: 'inter-state', igstPaise: 449982 },
      totalPaise: 2949882,
    });
    const enrollment = await getEnrollmentById(body.enrollmentId);
    expect(enrollment).toMatchObject({
      company: { gstin: '27AAPFU0939F1ZV', legalName: company.legalName },
      billingAddress: { ...mumbaiOffice, pinCode: '400021' },
      placeOfSupply: { state: 'Maharashtra', gstCode: '27' },
    });

    const invoice = await payAndOpenInvoice(body, request.student.email);
    for (const printed of [
      'GSTIN: 27AAPFU0939F1ZV',
      company.legalName,
      'Place of supply',
      'Maharashtra (state code 27)',
      'IGST @ 18%',
      '4th Floor, Nariman Bhavan',
      'Mumbai, Maharashtra 400021',
    ]) {
      expect(invoice).toContain(printed);
    }
    expect(invoice).not.toContain('GSTIN: Unregistered');
  });

  it('answers 400 naming the field for a GSTIN whose check character is wrong', async () => {
    const fixture = await aCourse(2499900);
    const request = inKarnataka(fixture, {
      company: { ...company, gstin: '27AAPFU0939F1ZW' },
      billingAddress: mumbaiOffice,
    });

    expect(await checkout<Answer>(fixture, request)).toEqual({
      status: 400,
      body: {
        error: billingMessages.gstin,
        fieldErrors: { 'company.gstin': 'Please enter a valid 15-character GSTIN' },
      },
    });
  });

  it("answers 400 without the company's billing address", async () => {
    const fixture = await aCourse(2499900);

    const { status, body } = await checkout<Answer>(fixture, inKarnataka(fixture, { company }));

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ billingAddress: billingMessages.companyAddress });
  });
});

describe('rule 46: an unregistered learner’s address from ₹50,000', () => {
  // ₹42,373 + 18% IGST = ₹50,000.14; one rupee less stays under ₹50,000.
  const atThreshold = 4237300;
  const underThreshold = 4237200;

  it('refuses an order of ₹50,000 or more without a full billing address, naming the field', async () => {
    const fixture = await aCourse(atThreshold);

    expect(await checkout<Answer>(fixture, aCheckout(fixture))).toEqual({
      status: 400,
      body: {
        error: 'Please enter your full billing address (required for invoices of ₹50,000 or more)',
        fieldErrors: {
          billingAddress:
            'Please enter your full billing address (required for invoices of ₹50,000 or more)',
        },
      },
    });
  });

  it('refuses an address whose PIN code is not six digits, naming the field', async () => {
    const fixture = await aCourse(atThreshold);

    const { status, body } = await checkout<Answer>(
      fixture,
      aCheckout(fixture, { billingAddress: { ...puneHome, pinCode: '41104' } }),
    );

    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ 'billingAddress.pinCode': billingMessages.pinCode });
  });

  it('accepts the order with the address, stores it and prints it on the invoice', async () => {
    const fixture = await aCourse(atThreshold);
    const request = aCheckout(fixture, { billingAddress: puneHome });

    const { status, body } = await checkout<Answer>(fixture, request);

    expect(status).toBe(201);
    expect(body.amounts.totalPaise).toBe(5000014);
    expect((await getEnrollmentById(body.enrollmentId))?.billingAddress).toEqual(puneHome);
    const invoice = await payAndOpenInvoice(body, request.student.email);
    expect(invoice).toContain('GSTIN: Unregistered');
    expect(invoice).toContain('Flat 12, Sunrise Apartments, Baner Road');
    expect(invoice).toContain('Pune, Maharashtra 411045');
  });

  it('does not ask for an address under ₹50,000', async () => {
    const fixture = await aCourse(underThreshold);

    const { status, body } = await checkout<Answer>(fixture, aCheckout(fixture));

    expect(status).toBe(201);
    expect(body.amounts.totalPaise).toBe(4999896);
  });
});
