import type { Device, DoorQuota, DoorSale, DoorSaleInput, DoorShift } from '@teater/contract/door';
import { doorSalesMessages as m } from '@teater/contract/door';
import { takeSigned, withoutQueuedCodes } from './offline-tickets';
import { queuedReceipt, receiptOfSale } from './receipts';
import { tillCall } from './till-api';
import { freeSeatsOf, signedForSeats, withSeatsSold } from './till-seats';
import type { SaleForm, TillState } from './till-state';

export type { Receipt } from './receipts';
export type { SaleForm, TillState } from './till-state';

const empty: TillState = {
  showId: null,
  quotas: [],
  shift: null,
  closed: null,
  pending: [],
  recent: [],
  qris: null,
  message: null,
  busy: false,
  tapped: null,
};
const KEPT: (keyof TillState)[] = ['showId', 'quotas', 'shift', 'closed', 'pending', 'recent'];
const POLL_MS = 2000;

/**
 * The door's till (issue 44): a shift, sales and the upload queue, kept in localStorage so a
 * reload or a dead battery loses no sale. A cash sale with no signal is decided here, from this
 * device's own share of the door's quota (what the server gave it at the shift's opening, less
 * what it sold), and uploaded once the connection returns, like the scans.
 */
export class TillEngine {
  private state: TillState = empty;
  private readonly listeners = new Set<() => void>();
  private storageKey = '';
  private polling: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly device: () => Device,
    private readonly admit: (qr: string) => void,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.state;

  private set(patch: Partial<TillState>) {
    this.state = { ...this.state, ...patch };
    const kept = Object.fromEntries(KEPT.map((key) => [key, this.state[key]]));
    if (this.storageKey) localStorage.setItem(this.storageKey, JSON.stringify(kept));
    for (const listener of this.listeners) listener();
  }

  /** The till of this account and show, as this device left it; refreshed from the server when it answers. */
  async load(userId: number, showId: number) {
    this.storageKey = `teater-till:${userId}:${showId}`;
    const saved = JSON.parse(localStorage.getItem(this.storageKey) ?? '{}') as Partial<TillState>;
    this.state = { ...empty, ...saved, showId };
    this.set({});
    const quotas = await tillCall<DoorQuota[]>(`/door/shows/${showId}/quota`);
    if (quotas.ok) this.set({ quotas: quotas.data });
    if (this.state.shift) {
      const shift = await tillCall<DoorShift>(`/door/shifts/${this.state.shift.id}`);
      if (shift.ok)
        this.set({ shift: shift.data.closedAt ? null : withoutQueuedCodes(shift.data, this.state.pending) });
    }
    void this.flush();
  }

  /** Seats of a category this device may still sell with no signal. */
  shareLeft(categoryId: number) {
    const share = this.state.shift?.shares.find((s) => s.categoryId === categoryId);
    const queued = this.state.pending
      .filter((p) => p.input.categoryId === categoryId)
      .reduce((n, p) => n + p.input.count, 0);
    return share ? share.seats - share.sold - queued : 0;
  }

  /**
   * A seated show's door seats this device may sell now: its share's, not sold, not in a sale
   * waiting to upload. With no signal it sells only these (decision 037).
   */
  freeSeats() {
    return freeSeatsOf(this.state.shift, this.state.pending);
  }

  async openShift(float: number, shares: { categoryId: number; seats: number }[], seatShare = 0) {
    if (this.state.showId === null) return;
    this.set({ busy: true, message: null });
    const body = { showId: this.state.showId, device: this.device(), float, shares, seatShare };
    const opened = await tillCall<DoorShift>('/door/shifts', 'POST', body);
    this.set({
      busy: false,
      ...(opened.ok ? { shift: opened.data, closed: null } : { message: opened.message || m.openNeedsOnline }),
    });
  }

  /** One sale: online straight to the server; cash with no answer from this device's share, queued. */
  async sell(form: SaleForm) {
    const startedAt = performance.now();
    const { shift, showId } = this.state;
    if (!shift || showId === null) return;
    const input: DoorSaleInput = {
      key: crypto.randomUUID(),
      showId,
      shiftId: shift.id,
      device: this.device(),
      categoryId: form.categoryId,
      count: form.count,
      buyer: form.buyer,
      method: form.method,
      received: form.method === 'cash' ? form.received : null,
      offline: false,
      soldAt: new Date().toISOString(),
      codes: [],
      seats: form.seats ?? [],
    };
    this.set({ busy: true, message: null });
    const answer = await tillCall<DoorSale>('/door/sales', 'POST', input);
    if (answer.ok) {
      this.markSeatsSold(input.seats);
      this.sold(answer.data, form.admit);
      if (answer.data.method === 'qris' && answer.data.status === 'pending') this.watchQris(answer.data, form.admit);
    } else if (answer.status !== 0) this.set({ message: answer.message });
    else if (form.method === 'qris') this.set({ message: m.qrisOnline });
    else if (input.seats.length > 0 && !this.ownsFree(input.seats)) this.set({ message: m.doorSeatsTaken });
    else if (input.seats.length === 0 && this.shareLeft(form.categoryId) < form.count)
      this.set({ message: m.shareSpent });
    else this.queue({ ...input, offline: true }, form.admit, startedAt);
    this.set({ busy: false });
  }

  /**
   * An offline sale: its tickets signed ahead by the server (decision 033) are shown and admitted
   * at once, as any door admits them by their signature; the sale uploads when the signal returns.
   */
  private queue(unsigned: DoorSaleInput, admit: boolean, startedAt?: number) {
    const { taken: signed, shift } =
      unsigned.seats.length > 0
        ? { taken: signedForSeats(this.state.shift, unsigned.seats), shift: this.state.shift }
        : takeSigned(this.state.shift, unsigned.categoryId, unsigned.count);
    const input = { ...unsigned, codes: signed.map((t) => t.code) };
    const receipt = queuedReceipt(input, [...this.state.quotas, ...(this.state.shift?.seats ?? [])], signed);
    // admitted now by the signed tickets; without them (too few), once the sale has its tickets
    this.set({
      shift,
      pending: [...this.state.pending, { input, admit: admit && signed.length === 0 }],
      tapped: startedAt === undefined ? null : { key: input.key, at: startedAt },
      recent: [receipt, ...this.state.recent].slice(0, 10),
    });
    if (admit) for (const ticket of signed) this.admit(ticket.qr);
  }

  private ownsFree(seatIds: readonly number[]) {
    return seatIds.every((id) => this.freeSeats().some((seat) => seat.id === id));
  }

  /** Seats the server took for this device's sale: no longer on its list. */
  private markSeatsSold(seatIds: readonly number[]) {
    if (this.state.shift && seatIds.length > 0) this.set({ shift: withSeatsSold(this.state.shift, seatIds) });
  }

  /** A sale the server holds: its receipt, the device's share as the server now counts it, its admission. */
  private sold(sale: DoorSale, admit: boolean) {
    const recent = [receiptOfSale(sale), ...this.state.recent.filter((r) => r.key !== sale.key)].slice(0, 10);
    const shift = this.state.shift;
    const quota = this.state.quotas.find((q) => q.category === sale.category);
    const shares =
      shift && sale.share && quota
        ? shift.shares.map((s) => (s.categoryId === quota.categoryId && sale.share ? sale.share : s))
        : shift?.shares;
    this.set({ recent, ...(shift && shares ? { shift: { ...shift, shares } } : {}) });
    if (admit && sale.status === 'paid') for (const ticket of sale.tickets) this.admit(ticket.qr);
  }

  private watchQris(sale: DoorSale, admit: boolean) {
    this.set({ qris: sale });
    const poll = async () => {
      const answer = await tillCall<DoorSale>(`/door/sales/${sale.key}`);
      if (answer.ok && answer.data.status !== 'pending') {
        this.polling = null;
        this.set({ qris: answer.data.status === 'paid' ? answer.data : null });
        this.sold(answer.data, admit);
        return;
      }
      if (this.state.qris) this.polling = setTimeout(poll, POLL_MS);
    };
    this.polling = setTimeout(poll, POLL_MS);
  }

  dismissQris() {
    if (this.polling) clearTimeout(this.polling);
    this.polling = null;
    this.set({ qris: null });
  }

  /** The queue up, oldest first, until the server stops answering. */
  async flush() {
    while (this.state.pending[0]) {
      const next = this.state.pending[0];
      const answer = await tillCall<DoorSale>('/door/sales', 'POST', next.input);
      if (!answer.ok && answer.status === 0) return;
      // its seats are the server's now either way: sold, or refused and never this device's to sell
      this.markSeatsSold(next.input.seats);
      this.set({ pending: this.state.pending.slice(1), ...(answer.ok ? {} : { message: answer.message }) });
      if (answer.ok) this.sold(answer.data, next.admit);
    }
  }

  /** A cash sale undone within this shift (online only): the receipt marked, the till's figures read again. */
  async voidSale(key: string) {
    const { shift } = this.state;
    if (!shift) return;
    this.set({ busy: true, message: null });
    const voided = await tillCall<DoorSale>(`/door/sales/${key}/void`, 'POST', { shiftId: shift.id });
    if (!voided.ok) return this.set({ busy: false, message: voided.message || m.voidNeedsOnline });
    const report = await tillCall<DoorShift>(`/door/shifts/${shift.id}`);
    this.set({
      busy: false,
      recent: this.state.recent.map((r) => (r.key === key ? receiptOfSale(voided.data) : r)),
      ...(report.ok ? { shift: withoutQueuedCodes(report.data, this.state.pending) } : {}),
    });
  }

  async closeShift(counted: number) {
    const { shift } = this.state;
    if (!shift) return;
    await this.flush();
    if (this.state.pending.length > 0) return this.set({ message: m.closeNeedsQueue });
    this.set({ busy: true, message: null });
    const closed = await tillCall<DoorShift>(`/door/shifts/${shift.id}/close`, 'POST', { counted });
    this.set({
      busy: false,
      ...(closed.ok ? { shift: null, closed: closed.data } : { message: closed.message || m.openNeedsOnline }),
    });
  }
}
