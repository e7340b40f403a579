/** A change an admin made to a loaded list: a row replaced, added or removed. */
export type ListEdit<T> = (items: T[]) => T[];

/**
 * The admin's changes to a list, in order. A load that was under way when the admin deleted or
 * updated a row answers from before that change; replaying the changes made since the load
 * began keeps a late answer from bringing a deleted row back or undoing a status change.
 * Edits must be idempotent (remove by id, replace-or-add by id): a load that already saw a
 * change gets it again.
 */
export class LocalEdits<T> {
  private readonly edits: ListEdit<T>[] = [];

  /** Where a load starts: the edits after this mark are the ones its answer may not have seen. */
  mark(): number {
    return this.edits.length;
  }

  record(edit: ListEdit<T>): void {
    this.edits.push(edit);
  }

  replaySince(mark: number, items: T[]): T[] {
    return this.edits.slice(mark).reduce((rows, edit) => edit(rows), items);
  }
}
