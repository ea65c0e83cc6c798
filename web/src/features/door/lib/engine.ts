import { type Device, type DoorSession, checkinMessages as t } from '@teater/contract/door';
import { type Decision, type DoorKnowledge, decide } from './decide';
import { AccessEnded, activateDoor, doorApi, Unreachable } from './door-api';
import { type DoorStore, openDoorStore, type StoredScan } from './store';
import { downloadShows, explainUnknown, readConflicts, readShowList, uploadQueue } from './sync';
import { SyncLoop } from './sync-loop';
import { TicketMap } from './tickets';
import { verifierOf } from './verify';
import { type DoorView, initialView } from './view';

/**
 * The door app's state (decision 025): every verdict is made here on the device, from the lists in
 * memory and IndexedDB; the server learns what happened through the upload queue, and the lists
 * learn what other devices and the box office did through the refresh. Online and offline are the
 * same path; offline only means the sync is waiting.
 */
export class DoorEngine {
  private view: DoorView = initialView;
  private readonly listeners = new Set<() => void>();
  private store!: DoorStore;
  private device: Device = { id: '', name: '' };
  private session: DoorSession | null = null;
  private openShows: number[] = [];
  private syncedAt: Record<number, string> = {};
  private tickets = new TicketMap();
  private verify: DoorKnowledge['verify'] = () => false;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly loop = new SyncLoop(() => this.syncOnce());

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.view;

  private update(patch: Partial<DoorView>) {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** One step at a time: scans and list changes never interleave. */
  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private counts() {
    return { present: this.tickets.present, sold: this.tickets.sold };
  }

  async start(store?: DoorStore) {
    this.store = store ?? (await openDoorStore());
    this.device = (await this.store.get('device')) ?? { id: crypto.randomUUID(), name: '' };
    await this.store.set('device', this.device);
    window.addEventListener('offline', () => this.update({ online: false }));
    const secret = /^#pass=([\w-]{20,100})$/.exec(location.hash)?.[1];
    if (secret) return this.activate(secret);
    const session = await this.store.get('session');
    if (session && !(await this.store.get('ended'))) {
      await this.resume(session);
      void this.checkSession(false);
      return;
    }
    await this.checkSession(true);
  }

  /** A door pass's link, opened once on this phone: the secret leaves the address at once. */
  private async activate(secret: string) {
    this.update({ phase: 'activating' });
    history.replaceState(null, '', location.pathname);
    try {
      await this.adopt((await activateDoor(secret, this.device.id)).data);
    } catch {
      this.update({ phase: 'login', failed: t.activationFailed });
    }
  }

  /** Who the server says this device is; at the first start, whether it may open a door at all. */
  private async checkSession(first: boolean) {
    try {
      const session = (await doorApi<{ data: DoorSession }>('/door/session')).data;
      if (first || session.user.id !== this.session?.user.id) return await this.adopt(session);
      this.session = session;
      await this.store.set('session', session);
    } catch (error) {
      if (error instanceof AccessEnded) {
        if (first) this.update({ phase: 'login' });
        else await this.end();
      } else if (first) this.update({ phase: 'login', failed: null });
    }
  }

  private async adopt(session: DoorSession) {
    if (this.session && this.session.user.id !== session.user.id) await this.store.set('openShows', []);
    // a pass's device is named by its pass; an admin's phones by the admin and a part of their own id
    const named = session.pass?.label ?? `${session.user.name} · ${this.device.id.slice(0, 4)}`;
    if (!this.device.name) this.device = { ...this.device, name: named };
    await Promise.all([
      this.store.set('device', this.device),
      this.store.set('session', session),
      this.store.set('ended', false),
    ]);
    await this.resume(session);
  }

  /** Back to the door as it was: the lists, the queue and the counts from IndexedDB. */
  private async resume(session: DoorSession) {
    this.session = session;
    this.verify = verifierOf(session.publicKey);
    this.openShows = (await this.store.get('openShows')) ?? [];
    const base = { session, deviceName: this.device.name, deviceId: this.device.id, failed: null };
    if (this.openShows.length === 0) return this.update({ ...base, phase: 'setup' });
    this.tickets = new TicketMap(await this.store.allTickets());
    this.syncedAt = (await this.store.get('syncedAt')) ?? {};
    const scans = await this.store.allScans();
    this.update({
      ...base,
      phase: 'door',
      shows: session.shows.filter((show) => this.openShows.includes(show.id)),
      ...this.counts(),
      mine: scans.filter((scan) => scan.result === 'admitted' && this.openShows.includes(scan.showId)).length,
      queued: scans.filter((scan) => scan.sent === 0).length,
      refreshedAt: (await this.store.get('refreshedAt')) ?? null,
      conflicts: (await this.store.get('conflicts')) ?? [],
    });
    this.loop.start();
  }

  /** Before doors open: the chosen shows' lists downloaded whole, then the door. */
  async openDoor(showIds: number[], deviceName: string) {
    if (!this.session || showIds.length === 0) return;
    this.device = { ...this.device, name: deviceName.trim() || this.device.name };
    const started = performance.now();
    this.update({ downloading: 0, failed: null });
    try {
      // what this device admitted is on the server first, so the new list has it
      await uploadQueue(this.store, this.device);
      this.tickets = new TicketMap();
      this.syncedAt = await downloadShows(this.store, showIds, (downloaded) =>
        this.update({ downloading: downloaded }),
      );
      await Promise.all([
        this.store.set('device', this.device),
        this.store.set('openShows', showIds),
        this.store.set('syncedAt', this.syncedAt),
        this.store.set('refreshedAt', new Date().toISOString()),
        this.store.set('conflicts', []),
      ]);
      await this.resume(this.session);
      performance.measure('door:download', { start: started, end: performance.now() });
    } catch {
      this.update({ failed: t.downloadFailed });
    } finally {
      this.update({ downloading: null });
    }
  }

  /** Back to the choice of shows; the queue stays and keeps uploading once the door opens again. */
  changeShows() {
    this.loop.stop();
    this.update({ phase: 'setup', last: null });
  }

  search = (text: string) => this.tickets.search(text);

  /** One scan (typed, a hardware scanner, the camera): stored on the device, then shown. */
  scan(text: string, startedAt = performance.now()) {
    return this.serial(() => this.scanNow(text, startedAt));
  }

  private async scanNow(text: string, startedAt: number) {
    const known = {
      tickets: this.tickets.byCode,
      openShows: new Set(this.openShows),
      shows: this.showMap(),
      verify: this.verify,
    };
    let decision = decide(text, known, this.device.name);
    if (!decision) return this.update({ last: { key: `empty-${startedAt}`, decision: null, startedAt } });
    if (decision.result === 'unknown' && this.view.online) decision = await this.explain(text, decision);
    const scan: StoredScan = {
      id: crypto.randomUUID(),
      code: text.trim().slice(0, 300),
      showId: decision.showId,
      result: decision.result,
      scannedAt: new Date().toISOString(),
      sent: 0,
    };
    const admitted = decision.result === 'admitted' ? decision.ticket : undefined;
    await this.store.recordScan(scan, admitted);
    if (admitted) this.tickets.set(admitted);
    this.update({
      last: { key: scan.id, decision, startedAt },
      queued: this.view.queued + 1,
      mine: this.view.mine + (admitted ? 1 : 0),
      ...this.counts(),
    });
    this.loop.soon();
  }

  private showMap() {
    return new Map((this.session?.shows ?? []).map((show) => [show.id, show]));
  }

  /** A code this device does not know, while online: the server may know why (another show, a refund). */
  private async explain(text: string, decision: Decision): Promise<Decision> {
    try {
      return await explainUnknown(text, decision, this.openShows);
    } catch (error) {
      if (error instanceof Unreachable) this.update({ online: false });
      return decision;
    }
  }

  /** One sync: the queue up, the lists' changes and the conflicts down. Answers whether the server answered. */
  private async syncOnce(): Promise<boolean> {
    if (this.view.phase !== 'door') return false;
    try {
      await uploadQueue(this.store, this.device);
      for (const showId of this.openShows) await this.refresh(showId);
      const conflicts = await readConflicts(this.openShows);
      const refreshedAt = new Date().toISOString();
      await Promise.all([this.store.set('conflicts', conflicts), this.store.set('refreshedAt', refreshedAt)]);
      this.update({ online: true, conflicts, refreshedAt, queued: await this.store.countQueued(), ...this.counts() });
      return true;
    } catch (error) {
      if (error instanceof AccessEnded) await this.end();
      else this.update({ online: false, queued: await this.store.countQueued() });
      return false;
    }
  }

  private async refresh(showId: number) {
    const meta = await readShowList(showId, this.syncedAt[showId], (rows) =>
      this.serial(() => this.store.putTickets(rows.map((row) => this.tickets.merge(row)))),
    );
    this.syncedAt[showId] = meta.syncedAt;
    await this.store.set('syncedAt', this.syncedAt);
  }

  /** The server refused this device: it stops syncing, and the buyers' names leave the phone. */
  private async end() {
    this.loop.stop();
    await this.store.clearTickets();
    await this.store.set('ended', true);
    this.tickets = new TicketMap();
    this.update({ phase: 'ended', present: 0, sold: 0, last: null });
  }
}
