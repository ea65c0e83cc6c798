import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DoorSale, DoorSaleInput, DoorSeats, DoorShift } from '@teater/contract';
import type { Caller, TestApp } from './app.js';
import { doorDevice } from './door-fixture.js';
import { createShow } from './payments.js';
import { seatedShow } from './seating.js';

/** A show of `seats` seats at Rp 50.000 whose door has a quota of `quota`, set by `admin`. */
export async function showWithQuota(t: TestApp, admin: Caller, seats: number, quota: number) {
  const show = await createShow(t, { harga_tiket: 50000, harga_kategori_tiket: 50000, jumlah_stok_tiket: seats });
  const categoryId = show.categories[0]?.id ?? 0;
  const set = await admin.put(`/api/v1/door/shows/${show.id}/quota`, {
    categories: [{ id: categoryId, seats: quota }],
  });
  assert.equal(set.statusCode, 200, set.body);
  return { showId: show.id, categoryId };
}

/** A door phone whose pass may sell at `showId` (or only admit, `canSell: false`). */
export async function sellingDevice(t: TestApp, admin: Caller, showId: number, canSell = true) {
  const door = await doorDevice(t, admin, `Kasir ${randomUUID().slice(0, 6)}`, showId);
  const given = await admin.post(`/api/v1/door/passes/${door.pass.id}/selling`, { canSell });
  assert.equal(given.statusCode, 200, given.body);
  return door;
}

/** Opens a till on the device with a float and an offline share; answers the shift. */
export async function openTill(
  caller: Caller,
  device: { id: string; name: string },
  showId: number,
  float: number,
  shares: { categoryId: number; seats: number }[] = [],
): Promise<DoorShift> {
  const opened = await caller.post('/api/v1/door/shifts', { showId, device, float, shares });
  assert.equal(opened.statusCode, 201, opened.body);
  return opened.json().data;
}

/** A sale as a device records it (a new key each time), cash paid with exactly the total unless told. */
export const saleOf = (
  shift: DoorShift,
  device: { id: string; name: string },
  categoryId: number,
  count: number,
  extra: Partial<DoorSaleInput> = {},
): DoorSaleInput => ({
  key: randomUUID(),
  showId: shift.showId,
  shiftId: shift.id,
  device,
  categoryId,
  count,
  buyer: { name: 'Budi Santoso', phone: '', email: '' },
  method: 'cash',
  received: count * 50000,
  offline: false,
  soldAt: new Date().toISOString(),
  codes: [],
  seats: [],
  ...extra,
});

export const sell = (caller: Caller, sale: DoorSaleInput) => caller.post('/api/v1/door/sales', sale);

export const saleData = (res: { json(): unknown }) => (res.json() as { data: DoorSale }).data;

/** A seated show (the small hall) whose door keeps `seats` (ids of its map), set by `admin`. */
export async function seatedShowWithDoorSeats(
  t: TestApp,
  admin: Caller,
  pick: (show: Awaited<ReturnType<typeof seatedShow>>) => number[],
  releaseAt: string | null = null,
) {
  const show = await seatedShow(t);
  const seatIds = pick(show);
  const set = await admin.put(`/api/v1/door/shows/${show.id}/seats`, { seatIds, releaseAt });
  assert.equal(set.statusCode, 200, set.body);
  return { ...show, showId: show.id, doorSeats: seatIds, view: (set.json() as { data: DoorSeats }).data };
}
