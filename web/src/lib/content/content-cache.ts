import type { ContentSource } from './content-source';
import { sameContent } from './same-content';

// Content read by pages, keyed by what was asked ('blog-post:my-slug'). Entries are thenables
// that carry their status, which lets React's `use` read a settled entry without suspending:
// prerendered data hydrates in the first render.

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
export type ContentEntry<T = unknown> = Promise<T> & ({ status: 'pending' } | Settled<T>);

export interface ContentCacheOptions {
  source: ContentSource;
  /** Values the page was prerendered with (embedded in its HTML). */
  prerendered?: Record<string, unknown>;
}

export class ContentCache {
  readonly source: ContentSource;
  private readonly entries = new Map<string, ContentEntry>();
  /** Keys whose value came from the build, to refresh from the live API after hydration. */
  private readonly fromBuild = new Set<string>();
  /** One live refresh per key, shared by every component that shows it. */
  private readonly refreshes = new Map<string, Promise<unknown>>();

  constructor({ source, prerendered = {} }: ContentCacheOptions) {
    this.source = source;
    for (const [key, value] of Object.entries(prerendered)) {
      // null: the page was rendered knowing the item does not exist (a section's not-found
      // page); refreshed like any other value, so an item published a moment ago shows.
      this.entries.set(key, settledEntry(value === null ? undefined : value));
      this.fromBuild.add(key);
    }
  }

  read<T>(key: string, load: (source: ContentSource) => Promise<T>): ContentEntry<T> {
    let entry = this.entries.get(key) as ContentEntry<T> | undefined;
    if (!entry) {
      entry = track(load(this.source));
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Replaces a value with a fresher one (after a live refresh). */
  write<T>(key: string, value: T): void {
    this.entries.set(key, settledEntry(value));
    this.fromBuild.delete(key);
    this.refreshes.delete(key);
  }

  /** Drops failed reads, so a retry asks again. */
  forgetFailures(): void {
    for (const [key, entry] of this.entries) {
      if (entry.status === 'rejected') this.entries.delete(key);
    }
  }

  /**
   * For a value that came from the build: the live value, fetched once however many components
   * ask; the build's own object when nothing changed. Undefined when the value is live already.
   * A failed refresh keeps the build's value.
   */
  refreshBuildValue<T>(key: string, load: (source: ContentSource) => Promise<T>) {
    if (!this.fromBuild.has(key)) return undefined;
    let refresh = this.refreshes.get(key) as Promise<T> | undefined;
    if (!refresh) {
      refresh = load(this.source).then((live) => {
        // Usually the build's value is still current: keep that very object, so the pages that
        // show it need not render again (a long task on a phone, right after load).
        const built = this.entries.get(key);
        const unchanged = built?.status === 'fulfilled' && sameContent(built.value, live);
        const value = unchanged ? (built.value as T) : live;
        this.write(key, value);
        return value;
      });
      this.refreshes.set(key, refresh);
    }
    return refresh;
  }

  /** Every settled value, to embed in prerendered HTML; an item that is not there as null. */
  snapshot(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [key, entry] of this.entries) {
      if (entry.status === 'fulfilled')
        values[key] = entry.value === undefined ? null : entry.value;
    }
    return values;
  }
}

function settledEntry<T>(value: T): ContentEntry<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function track<T>(promise: Promise<T>): ContentEntry<T> {
  const entry = promise as ContentEntry<T>;
  Object.assign(entry, { status: 'pending' });
  promise.then(
    (value) => Object.assign(entry, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(entry, { status: 'rejected', reason }),
  );
  return entry;
}
