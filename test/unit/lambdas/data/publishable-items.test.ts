import { beforeAll, describe, expect, it, vi } from 'vitest';
import { slugMoveItems, tombstoneItem } from '#lambdas/data/publishable-items';
import { TableModel } from '#test/support/table-model';

// A blog post, case study or job posting whose slug changes moves to its new key in one
// transaction, leaving a tombstone that sends its old page to the new one (docs/data-model.md,
// "Deleted content"), run against the in-memory double of DynamoDB's transactions.

beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'unit-test-table');
});

const oldKey = { pk: 'POST#first-slug', sk: 'POST' };
const newKey = { pk: 'POST#second-slug', sk: 'POST' };
const post = (key: { pk: string; sk: string }, id = 'P1') => ({
  ...key,
  entityType: 'BlogPost',
  id,
  title: 'Serverless in India',
});
const at = '2026-11-27T10:00:00.000Z';
const move = (id = 'P1') =>
  slugMoveItems(tombstoneItem('BlogPost', oldKey, at, newKey.pk), id, post(newKey, id));

describe('a slug change', () => {
  it('leaves a tombstone naming the new key, and the item at the new key', () => {
    const table = new TableModel();
    table.put(post(oldKey));
    expect(table.transact(move())).toEqual({ ok: true });
    expect(table.get(oldKey)).toEqual({
      ...oldKey,
      entityType: 'DeletedBlogPost',
      deletedAt: at,
      movedTo: newKey.pk,
    });
    expect(table.get(newKey)).toMatchObject({ id: 'P1', title: 'Serverless in India' });
  });

  it('may take a deleted item’s key, never a live one’s', () => {
    const table = new TableModel();
    table.put(post(oldKey));
    table.put(post(newKey, 'P2'));
    expect(table.transact(move())).toEqual({ ok: false, failedConditions: [1] });
    expect(table.get(oldKey)).toMatchObject({ id: 'P1', entityType: 'BlogPost' });

    table.put(tombstoneItem('BlogPost', newKey, at));
    expect(table.transact(move())).toEqual({ ok: true });
    expect(table.get(newKey)).toMatchObject({ id: 'P1' });
  });

  it('moves nothing when the item was deleted or replaced meanwhile', () => {
    const table = new TableModel();
    table.put(tombstoneItem('BlogPost', oldKey, at));
    expect(table.transact(move())).toEqual({ ok: false, failedConditions: [0] });
    table.put(post(oldKey, 'P9'));
    expect(table.transact(move())).toEqual({ ok: false, failedConditions: [0] });
    expect(table.get(newKey)).toBeUndefined();
  });
});
