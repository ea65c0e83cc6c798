import type { Device, DoorConflict, DoorLookup, DoorTicketsPage, ListAnswer, ScanUpload } from '@teater/contract/door';
import type { Decision } from './decide';
import { doorApi } from './door-api';
import type { DoorStore, StoredTicket } from './store';

/** The whole list is a download before doors open: it may take longer than a refresh. */
const DOWNLOAD_MS = 20_000;
const PAGE = 1000;
const UPLOAD_BATCH = 100;

/**
 * A show's tickets page by page (the whole list, or with `since` what changed after it), each page
 * handed to `onPage`; answers the first page's facts (its `syncedAt` is the next refresh's `since`).
 */
export async function readShowList(
  showId: number,
  since: string | undefined,
  onPage: (rows: StoredTicket[]) => Promise<void>,
): Promise<DoorTicketsPage['meta']> {
  let after = 0;
  let first: DoorTicketsPage['meta'] | undefined;
  for (;;) {
    const query = `after=${after}&limit=${PAGE}${since ? `&since=${encodeURIComponent(since)}` : ''}`;
    const page = await doorApi<DoorTicketsPage>(`/door/shows/${showId}/tickets?${query}`, {
      timeoutMs: since ? undefined : DOWNLOAD_MS,
    });
    first ??= page.meta;
    await onPage(page.data);
    if (page.meta.next === null) return first;
    after = page.meta.next;
  }
}

/**
 * Before doors open: the chosen shows' whole lists into IndexedDB (the other shows' tickets leave
 * the device), `onProgress` told the count so far; answers each show's `syncedAt`.
 */
export async function downloadShows(store: DoorStore, showIds: number[], onProgress: (downloaded: number) => void) {
  await store.dropTicketsExcept(showIds);
  const syncedAt: Record<number, string> = {};
  let downloaded = 0;
  for (const showId of showIds) {
    const meta = await readShowList(showId, undefined, async (rows) => {
      await store.putTickets(rows);
      downloaded += rows.length;
      onProgress(downloaded);
    });
    syncedAt[showId] = meta.syncedAt;
  }
  return syncedAt;
}

/**
 * Uploads the queue oldest first, a batch at a time, each marked sent only once the server
 * acknowledged it: a lost answer means the batch goes again, and the server stores each scan once.
 */
export async function uploadQueue(store: DoorStore, device: Device): Promise<number> {
  let conflicts = 0;
  for (;;) {
    const batch = await store.queue(UPLOAD_BATCH);
    if (batch.length === 0) return conflicts;
    const body: ScanUpload = {
      device,
      scans: batch.map(({ id, code, showId, result, scannedAt }) => ({ id, code, showId, result, scannedAt })),
    };
    const answer = await doorApi<{ data: { acknowledged: string[]; conflicts: number } }>('/door/scans', {
      method: 'POST',
      body,
    });
    await store.markSent(new Set(answer.data.acknowledged));
    conflicts += answer.data.conflicts;
  }
}

/** The conflicts of the open shows (every device's), as the server knows them. */
export async function readConflicts(showIds: number[]): Promise<DoorConflict[]> {
  const pages = await Promise.all(
    showIds.map((id) => doorApi<ListAnswer<DoorConflict>>(`/tiket/${id}/conflicts`).then((page) => page.data)),
  );
  return pages.flat();
}

/** Why the server refuses a code this device does not know (another show, a refund); quick, or not at all. */
export async function explainUnknown(text: string, decision: Decision, showIds: number[]): Promise<Decision> {
  const query = `code=${encodeURIComponent(text)}&shows=${showIds.join(',')}`;
  const found = (await doorApi<DoorLookup>(`/door/lookup?${query}`, { timeoutMs: 1500 })).data;
  if (found.result === 'other_show' && found.show)
    return { ...decision, result: 'other_show', otherShow: { ...found.show } };
  if (found.result === 'refunded' || found.result === 'cancelled') return { ...decision, result: found.result };
  return decision;
}
