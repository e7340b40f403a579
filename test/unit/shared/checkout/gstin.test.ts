import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingMessages,
  companySchema,
  gstinSchema,
  placeOfSupplyOf,
} from '#shared/checkout/billing-details';
import { gstinCheckCharacter, isValidGstin, stateOfGstin } from '#shared/checkout/gstin';
import { indianStates } from '#shared/checkout/indian-states';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Any well-formed GSTIN of an Indian state, its check character computed. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...indianStates.map((state) => state.gstCode)),
    fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
    fc.constantFrom(...alphabet.slice(1)),
  )
  .map(([stateCode, pan, entity]) => {
    const first14 = `${stateCode}${pan}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

describe('isValidGstin', () => {
  it('accepts real-format GSTINs whose check character is right', () => {
    // CBIC's own example, and the supplier GSTIN the local stack is seeded with.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAKCN4821P1ZR', '24AAACC1206D1ZM']) {
      expect(isValidGstin(gstin)).toBe(true);
    }
  });

  it('computes the check character from the first fourteen characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAKCN4821P1Z')).toBe('R');
  });

  it('refuses a GSTIN whose check character was changed', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('29AAKCN4821P1Z0')).toBe(false);
  });

  it('refuses wrong lengths, lower case, a non-Z 14th character and unknown state codes', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZVX')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
    const first14 = '99AAPFU0939F1Z';
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(false);
  });

  it('accepts every GSTIN built with a computed check character', () => {
    fc.assert(fc.property(validGstin, (gstin) => isValidGstin(gstin)));
  });

  it('refuses any valid GSTIN with one character changed', () => {
    const changed = validGstin.chain((gstin) =>
      fc
        .tuple(fc.integer({ min: 0, max: 14 }), fc.constantFrom(...`${alphabet}az -`))
        .filter(([index, character]) => gstin.charAt(index) !== character)
        .map(([index, character]) => gstin.slice(0, index) + character + gstin.slice(index + 1)),
    );
    fc.assert(
      fc.property(changed, (gstin) => !isValidGstin(gstin)),
      { numRuns: 2000 },
    );
  });
});

describe('stateOfGstin', () => {
  it("maps the first two digits to the state's GST code", () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(stateOfGstin('29AAKCN4821P1ZR')).toBe('Karnataka');
    expect(stateOfGstin('07AAACR5055K1ZK')).toBe('Delhi');
    expect(stateOfGstin('99AAACR5055K1ZK')).toBeUndefined();
  });

  it('finds every state and territory by its own code', () => {
    for (const { name, gstCode } of indianStates) {
      expect(stateOfGstin(`${gstCode}AAPFU0939F1ZV`)).toBe(name);
    }
  });
});

describe('the GSTIN field', () => {
  it('takes a GSTIN typed in lower case with spaces, as it is written', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('27 AAPFU 0939 F1ZV')).toBe('27AAPFU0939F1ZV');
  });

  it('answers one clear message for a wrong GSTIN', () => {
    const result = companySchema.safeParse({ gstin: '27AAPFU0939F1ZW', legalName: 'Acme' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['gstin', billingMessages.gstin],
    ]);
    expect(billingMessages.gstin).toBe('Please enter a valid 15-character GSTIN');
  });
});

describe('placeOfSupplyOf', () => {
  it("is the company's GSTIN state, not the learner's, for a GST invoice", () => {
    const order = {
      company: { gstin: '27AAPFU0939F1ZV' },
      student: { state: 'Karnataka' as const },
    };
    expect(placeOfSupplyOf(order)).toEqual({ state: 'Maharashtra', gstCode: '27' });
  });

  it("is the learner's state without a company", () => {
    expect(placeOfSupplyOf({ student: { state: 'Kerala' } })).toEqual({
      state: 'Kerala',
      gstCode: '32',
    });
  });
});
