import { createHash } from 'node:crypto';

/**
 * Public reads served from memory, one cache per app. Each entry names the resources its answer
 * was built from (a list that joins another resource names both); a write drops only the entries
 * that read the written resource, so a ticket order (stock of `tikets`) leaves the news cached.
 * An entry that does not say what it reads depends on everything (ANY) and goes on every write.
 * On a PostgreSQL server, writes are announced with NOTIFY so every process sharing the database
 * drops the same entries (stateless API processes behind a load balancer).
 */
const MAX_ENTRIES = 1000;
/** "every resource": as a dependency, an entry any write drops; as a write, drops everything */
export const ANY = '*';

export type Resources = string | readonly string[];
const listOf = (resources: Resources): readonly string[] => (typeof resources === 'string' ? [resources] : resources);

export interface CacheEntry {
  /** the serialized answer, sent as is */
  body: string;
  etag: string;
  /** content type of body */
  type: string;
  status: number;
  /** body as bytes, encoded once: a string would be UTF-8 encoded again for every request */
  raw?: Buffer;
  /** compressed once, on the first request that accepts it */
  br?: Buffer;
  gzip?: Buffer;
}

export class PublicCache {
  readonly #entries = new Map<string, { entry: CacheEntry; dependsOn: readonly string[] }>();
  /** resource -> keys of the entries that read it (ANY: entries that read everything) */
  readonly #keysOf = new Map<string, Set<string>>();
  /** counts invalidations; a load keeps its result only if nothing it read changed meanwhile */
  #generation = 0;
  readonly #changedAt = new Map<string, number>();
  #everythingChangedAt = 0;
  /** false while the cross-process channel is down: nothing is kept, so nothing can go stale */
  enabled = true;
  readonly #listeners = new Set<(resources: readonly string[]) => void>();

  get size() {
    return this.#entries.size;
  }

  /** A write to `resources` happened here: drop what read them and tell listeners (other processes). */
  invalidate(resources: Resources = ANY) {
    const list = listOf(resources);
    this.invalidateLocal(list);
    for (const listener of this.#listeners) listener(list);
  }

  /** Drops what read `resources` without telling listeners (a notification from another process). */
  invalidateLocal(resources: Resources = ANY) {
    const generation = ++this.#generation;
    for (const resource of listOf(resources)) {
      if (resource === ANY) {
        this.#everythingChangedAt = generation;
        this.#entries.clear();
        this.#keysOf.clear();
        return;
      }
      this.#changedAt.set(resource, generation);
      this.#dropReadersOf(resource);
    }
    this.#dropReadersOf(ANY);
  }

  onInvalidate(listener: (resources: readonly string[]) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The entry under key if it is kept, without loading it. */
  peek(key: string): CacheEntry | undefined {
    return this.#entries.get(key)?.entry;
  }

  /**
   * The entry under key, loading and keeping it unless something it reads was written while
   * loading. `dependsOn`: the resources the answer is built from (ANY when not said).
   */
  async get(
    key: string,
    load: () => Promise<Omit<CacheEntry, 'etag'>>,
    dependsOn: Resources = ANY,
  ): Promise<CacheEntry> {
    const found = this.#entries.get(key);
    if (found) return found.entry;
    const startedAt = this.#generation;
    const loaded = await load();
    const entry = { ...loaded, etag: `"${createHash('sha1').update(loaded.body).digest('base64url')}"` };
    const reads = listOf(dependsOn);
    if (this.enabled && this.#unchangedSince(startedAt, reads)) {
      if (this.#entries.size >= MAX_ENTRIES) this.invalidateLocal(ANY);
      this.#entries.set(key, { entry, dependsOn: reads });
      for (const resource of reads) {
        const keys = this.#keysOf.get(resource) ?? new Set<string>();
        this.#keysOf.set(resource, keys.add(key));
      }
    }
    return entry;
  }

  #unchangedSince(generation: number, reads: readonly string[]) {
    if (this.#everythingChangedAt > generation) return false;
    if (reads.includes(ANY)) return this.#generation === generation;
    return reads.every((resource) => (this.#changedAt.get(resource) ?? 0) <= generation);
  }

  #dropReadersOf(resource: string) {
    const keys = this.#keysOf.get(resource);
    if (!keys) return;
    this.#keysOf.delete(resource);
    for (const key of keys) {
      const stored = this.#entries.get(key);
      if (!stored) continue;
      this.#entries.delete(key);
      for (const other of stored.dependsOn) if (other !== resource) this.#keysOf.get(other)?.delete(key);
    }
  }
}
