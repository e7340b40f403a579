import { describe, expect, it } from 'vitest';
import {
  batchHasStarted,
  batchStartMessages,
  completionRefusalOf,
} from '#shared/learning/batch-start';

describe('batchHasStarted', () => {
  it('is false until midnight in India before the start date', () => {
    // 23:59 IST on 10 January is 18:29 UTC.
    expect(batchHasStarted('2027-01-11', new Date('2027-01-10T18:29:00.000Z'))).toBe(false);
  });

  it('is true from 00:00 IST on the start date, while UTC still reads the day before', () => {
    // 00:00 IST on 11 January is 18:30 UTC on 10 January.
    expect(batchHasStarted('2027-01-11', new Date('2027-01-10T18:30:00.000Z'))).toBe(true);
  });

  it('stays true on every later day', () => {
    expect(batchHasStarted('2027-01-11', new Date('2027-05-15T11:30:00.000Z'))).toBe(true);
  });

  it('is false for a batch whose start date is TBD', () => {
    expect(batchHasStarted(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('completionRefusalOf', () => {
  it('says when the batch starts while it has not', () => {
    expect(completionRefusalOf('2027-01-11', new Date('2026-11-27T13:00:00.000Z'))).toBe(
      'This batch starts on 11 January 2027. Learners can be marked completed from that day.',
    );
  });

  it('asks for a start date when there is none', () => {
    expect(completionRefusalOf(null, new Date('2026-11-27T13:00:00.000Z'))).toBe(
      batchStartMessages.noStartDate,
    );
  });

  it('has nothing to say once the batch has started', () => {
    expect(completionRefusalOf('2026-11-27', new Date('2026-11-26T18:30:00.000Z'))).toBeUndefined();
  });
});
