import type { Device, DoorConflict, DoorSession, DoorTicket, ScanResult } from '@teater/contract/door';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A ticket on the device: the server's row, or one admitted by its signature before the list knew it. */
export interface StoredTicket extends DoorTicket {
  /** admitted here by its signed QR, not yet on the downloaded list */
  bySignature?: boolean;
}

/** A scan as the device keeps it: `seq` orders the upload queue; `sent` once the server acknowledged it. */
export interface StoredScan {
  seq?: number;
  id: string;
  code: string;
  showId: number;
  result: ScanResult;
  scannedAt: string;
  sent: 0 | 1;
}

/** What the device remembers between starts (the `meta` store, one record per key). */
export interface DoorMeta {
  device: Device;
  session: DoorSession;
  /** the shows the door is open for */
  openShows: number[];
  /** per show: the `syncedAt` of its last list read, the `since` of the next */
  syncedAt: Record<number, string>;
  /** when the lists were last refreshed from the server */
  refreshedAt: string;
  conflicts: DoorConflict[];
  /** the server ended this device's access (revoked, expired, logged out) */
  ended: boolean;
}

interface DoorDb extends DBSchema {
  meta: { key: string; value: unknown };
  tickets: { key: string; value: StoredTicket; indexes: { show: number } };
  scans: { key: number; value: StoredScan; indexes: { sent: number } };
}

export type DoorStore = Awaited<ReturnType<typeof openDoorStore>>;

/**
 * The door's IndexedDB (through `idb`): the shows' tickets by code, every scan in the order it
 * happened, and the device's settings. A scan is written here before its result shows, so a
 * reload or a phone restart loses nothing that waits to be uploaded.
 */
export async function openDoorStore(name = 'teater-door') {
  const db: IDBPDatabase<DoorDb> = await openDB<DoorDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore('meta');
      database.createObjectStore('tickets', { keyPath: 'code' }).createIndex('show', 'showId');
      database.createObjectStore('scans', { keyPath: 'seq', autoIncrement: true }).createIndex('sent', 'sent');
    },
  });
  return {
    get: <K extends keyof DoorMeta>(key: K) => db.get('meta', key) as Promise<DoorMeta[K] | undefined>,
    set: <K extends keyof DoorMeta>(key: K, value: DoorMeta[K]) => db.put('meta', value, key),
    allTickets: () => db.getAll('tickets'),
    /** the server's rows, in one transaction */
    async putTickets(rows: StoredTicket[]) {
      const tx = db.transaction('tickets', 'readwrite');
      await Promise.all([...rows.map((row) => tx.store.put(row)), tx.done]);
    },
    /** the tickets of shows the door is no longer open for */
    async dropTicketsExcept(showIds: number[]) {
      const tx = db.transaction('tickets', 'readwrite');
      for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (!showIds.includes(cursor.value.showId)) await cursor.delete();
      }
      await tx.done;
    },
    clearTickets: () => db.clear('tickets'),
    /** a scan and what it changed of its ticket, together or not at all */
    async recordScan(scan: StoredScan, ticket?: StoredTicket) {
      const tx = db.transaction(['scans', 'tickets'], 'readwrite');
      await Promise.all([
        tx.objectStore('scans').add(scan),
        ...(ticket ? [tx.objectStore('tickets').put(ticket)] : []),
        tx.done,
      ]);
    },
    /** the scans still to upload, oldest first */
    // an index orders by its key, then by the primary key: unsent scans in the order they happened
    queue: (limit: number) => db.getAllFromIndex('scans', 'sent', 0, limit),
    countQueued: () => db.countFromIndex('scans', 'sent', 0),
    allScans: () => db.getAll('scans'),
    async markSent(ids: Set<string>) {
      const tx = db.transaction('scans', 'readwrite');
      for (let cursor = await tx.store.index('sent').openCursor(0); cursor; cursor = await cursor.continue()) {
        if (ids.has(cursor.value.id)) await cursor.update({ ...cursor.value, sent: 1 });
      }
      await tx.done;
    },
    close: () => db.close(),
  };
}
