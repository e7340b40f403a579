import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { checkoutRequest, couponValidateRequest } from '#shared/checkout/checkout-requests';
import { analyticsEventRequest } from '#shared/forms/analytics';
import { bookingRequest } from '#shared/forms/booking';
import { contactRequest } from '#shared/forms/contact';
import { jobApplicationRequest } from '#shared/forms/job-application';
import { leadRequest } from '#shared/forms/lead';
import { newsletterRequest } from '#shared/forms/newsletter';
import { uploadRequest } from '#shared/forms/uploads';

// Per docs/benchmarks.md: the public forms' shared schemas answer "valid" or "invalid" for any JSON a caller
// can send; one that throws instead (a preprocess calling String() on {"toString": 1}) is a 500
// on the server. The hostile-input integration test finds the same over HTTP, far more slowly.

const schemas: Record<string, z.ZodType> = {
  contactRequest,
  newsletterRequest,
  jobApplicationRequest,
  uploadRequest,
  bookingRequest,
  leadRequest,
  analyticsEventRequest,
  couponValidateRequest,
  checkoutRequest,
};

/** Every field name the schemas know, plus the keys that trip up careless code. */
const keys = fc.constantFrom(
  ...new Set(
    [contactRequest, jobApplicationRequest, bookingRequest, leadRequest, checkoutRequest].flatMap(
      (schema) => Object.keys((schema as z.ZodObject).shape),
    ),
  ),
  'experienceYears',
  'student',
  'selection',
  'data',
  'toString',
  'valueOf',
  '__proto__',
  'constructor',
);

/** JSON values as JSON.parse makes them, with the schemas' own field names as keys. */
const jsonBody = fc.anything({
  key: keys,
  maxDepth: 3,
  values: [fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)],
});

describe.each(Object.keys(schemas))('the %s schema', (name) => {
  it('answers every JSON body with success or failure and never throws', () => {
    const schema = schemas[name]!;
    fc.assert(
      fc.property(jsonBody, (body) => {
        // JSON.parse's own objects: __proto__ becomes an ordinary key, as on the server.
        const parsed: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
        expect(() => schema.safeParse(parsed)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers a body whose every field is an object with its own toString, and never throws', () => {
    const schema = schemas[name]!;
    const shape = (schema as z.ZodObject).shape as Record<string, unknown>;
    const trick = '{"toString":1,"valueOf":"x","toJSON":null}';
    const body: unknown = JSON.parse(
      `{${Object.keys(shape)
        .map((key) => `${JSON.stringify(key)}:${trick}`)
        .join(',')}}`,
    );
    expect(() => schema.safeParse(body)).not.toThrow();
    expect(schema.safeParse(body).success).toBe(false);
  });
});

describe('the optional phone of the contact form and the job application', () => {
  const contact = { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello there' };
  const application = {
    jobPostingId: 'job-1',
    applicantName: 'Asha Rao',
    applicantEmail: 'asha@example.com',
    coverLetter: 'I would like to join.',
  };

  it('stores an Indian mobile written with 0091, +91 or 91 as its 10 digits', () => {
    for (const phone of ['0091 98450 12345', '+91 98450-12345', '91 98450 12345']) {
      expect(contactRequest.parse({ ...contact, phone }).phone).toBe('9845012345');
      expect(
        jobApplicationRequest.parse({ ...application, applicantPhone: phone }).applicantPhone,
      ).toBe('9845012345');
    }
  });

  it('keeps another number as written, leaves a blank out, and refuses text', () => {
    expect(contactRequest.parse({ ...contact, phone: '+44 20 7946 0958' }).phone).toBe(
      '+44 20 7946 0958',
    );
    expect(contactRequest.parse({ ...contact, phone: '  ' }).phone).toBeUndefined();
    const refused = contactRequest.safeParse({ ...contact, phone: 'call me' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid phone number',
    ]);
  });
});
