import { describe, expect, it } from 'vitest';
import { LocalEdits } from '#web/features/admin/kit/local-edits';

interface Row {
  id: string;
  status: string;
}

const remove = (id: string) => (rows: Row[]) => rows.filter((row) => row.id !== id);
const replace = (next: Row) => (rows: Row[]) =>
  rows.map((row) => (row.id === next.id ? next : row));

describe('LocalEdits', () => {
  it('keeps a row deleted while a load from before the delete was under way', () => {
    const edits = new LocalEdits<Row>();
    const loadStarted = edits.mark();
    edits.record(remove('b'));
    const lateAnswer = [
      { id: 'a', status: 'new' },
      { id: 'b', status: 'new' },
    ];
    expect(edits.replaySince(loadStarted, lateAnswer)).toEqual([{ id: 'a', status: 'new' }]);
  });

  it('keeps a status change that a late answer does not know of yet', () => {
    const edits = new LocalEdits<Row>();
    const loadStarted = edits.mark();
    edits.record(replace({ id: 'a', status: 'shortlisted' }));
    expect(edits.replaySince(loadStarted, [{ id: 'a', status: 'new' }])).toEqual([
      { id: 'a', status: 'shortlisted' },
    ]);
  });

  it('leaves a load that began after the edits as the server answered it', () => {
    const edits = new LocalEdits<Row>();
    edits.record(remove('a'));
    const loadStarted = edits.mark();
    // e.g. another admin restored the row since: this load saw it, and the old delete is past.
    const answer = [{ id: 'a', status: 'new' }];
    expect(edits.replaySince(loadStarted, answer)).toEqual(answer);
  });
});
