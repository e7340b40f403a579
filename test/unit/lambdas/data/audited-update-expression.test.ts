import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  touchedAttributes,
  UnsupportedUpdateExpression,
} from '#lambdas/data/audited-update-expression';

const key = { pk: 'COURSE#aws', sk: 'BATCH#weekend' };

describe('the item an UpdateExpression makes, worked out before the write', () => {
  it('sets values and attributes, adds and subtracts', () => {
    const before = { ...key, seatsTaken: 4, capacity: 20, status: 'open' };
    const after = applyUpdate(before, key, {
      UpdateExpression: 'SET #seatsTaken = #seatsTaken - :one, #status = :closed, copy = capacity',
      ExpressionAttributeNames: { '#seatsTaken': 'seatsTaken', '#status': 'status' },
      ExpressionAttributeValues: { ':one': 1, ':closed': 'closed' },
    });
    expect(after).toEqual({ ...key, seatsTaken: 3, capacity: 20, status: 'closed', copy: 20 });
    expect(before.seatsTaken).toBe(4);
  });

  it('reads every operand from the item as it was, as DynamoDB does', () => {
    const after = applyUpdate({ ...key, a: 1, b: 2 }, key, {
      UpdateExpression: 'SET a = b, b = a',
    });
    expect(after).toMatchObject({ a: 2, b: 1 });
  });

  it('knows if_not_exists, list_append, REMOVE, ADD and DELETE with nested paths', () => {
    const before = {
      ...key,
      refundRequest: { state: 'requested' },
      notes: ['first'],
      present: new Set(['e1', 'e2']),
      count: 1,
      obsolete: 'x',
    };
    const after = applyUpdate(before, key, {
      UpdateExpression:
        'SET refundRequest.#state = :declined, notes = list_append(notes, :more), firstAt = if_not_exists(firstAt, :now), count = if_not_exists(count, :zero) ADD present :e3, visits :one DELETE present :e1 REMOVE obsolete',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':declined': 'declined',
        ':more': ['second'],
        ':now': '2026-11-27',
        ':zero': 0,
        ':e3': new Set(['e3']),
        ':e1': new Set(['e1']),
        ':one': 1,
      },
    });
    expect(after).toEqual({
      ...key,
      refundRequest: { state: 'declined' },
      notes: ['first', 'second'],
      firstAt: '2026-11-27',
      count: 1,
      present: new Set(['e2', 'e3']),
      visits: 1,
    });
  });

  it('starts a new item from its key', () => {
    expect(
      applyUpdate(undefined, key, {
        UpdateExpression: 'SET seats = :s',
        ExpressionAttributeValues: { ':s': 3 },
      }),
    ).toEqual({ ...key, seats: 3 });
  });

  it('does not take a placeholder spelled like a keyword for one', () => {
    const after = applyUpdate({ ...key }, key, {
      UpdateExpression: 'SET #set = :set, #remove = :add',
      ExpressionAttributeNames: { '#set': 'set', '#remove': 'remove' },
      ExpressionAttributeValues: { ':set': 1, ':add': 2 },
    });
    expect(after).toMatchObject({ set: 1, remove: 2 });
  });

  it('refuses what it does not know, and still names what was touched', () => {
    const input = {
      UpdateExpression: 'SET total = size(items), #s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': 'x' },
    };
    expect(() => applyUpdate({ ...key, items: [] }, key, input)).toThrow(
      UnsupportedUpdateExpression,
    );
    expect(touchedAttributes(input)).toEqual(['total', 'status']);
  });
});
