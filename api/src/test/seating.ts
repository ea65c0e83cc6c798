import assert from 'node:assert/strict';
import type { PlanLayoutInput, SeatMap } from '@teater/contract';
import type { Caller, TestApp } from './app.js';
import { createShow } from './payments.js';

/**
 * A small hall: section Tengah of rows A-D with 10 seats (A numbered right to left, an aisle after
 * the fifth seat of row B), section Balkon of row A with 6 odd seats; a wheelchair space with its
 * companion in Tengah D, a pillar where Tengah C 10 would be, and Balkon A 11 never sold.
 */
export const smallHall: PlanLayoutInput = {
  stage: { label: 'Panggung' },
  sections: [
    {
      name: 'Tengah',
      rows: [
        { label: 'A', seats: 10, direction: 'rtl' },
        { label: 'B', seats: 10, aisles: [5] },
        { label: 'C', seats: 10 },
        { label: 'D', seats: 10 },
      ],
    },
    { name: 'Balkon', y: 6, rows: [{ label: 'A', seats: 6, step: 2 }] },
  ],
  wheelchair: [{ section: 'Tengah', row: 'D', number: '1', companion: '2' }],
  missing: [{ section: 'Tengah', row: 'C', number: '10' }],
  unsold: [{ section: 'Balkon', row: 'A', number: '11', reason: 'Posisi kamera' }],
};

/** A plan made through the admin API: its id. */
export async function createPlan(admin: Caller, layout: PlanLayoutInput = smallHall, name = 'Gedung Kecil') {
  const res = await admin.post('/api/v1/venue-plans', { name, layout });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data as { id: number; seat_count: number; version: number };
}

/**
 * A show on sale sold on `layout`: Tengah in zone Reguler (50.000), Balkon in zone Balkon
 * (30.000). Returns the show's id, its zones and its map.
 */
export async function seatedShow(t: TestApp, layout: PlanLayoutInput = smallHall) {
  const admin = await t.as('admin');
  const plan = await createPlan(admin, layout);
  const show = await createShow(t, {
    categories: [
      { name: 'Reguler', price: 50_000, seats: 1 },
      { name: 'Balkon', price: 30_000, seats: 1 },
    ],
  });
  const [reguler, balkon] = show.categories.map((c) => c.id);
  assert.ok(reguler && balkon);
  const seated = await admin.put(`/api/v1/tiket/${show.id}/seating`, {
    id_plan: plan.id,
    zones: [
      { section: 'Tengah', id_kategori: reguler },
      { section: 'Balkon', id_kategori: balkon },
    ],
  });
  assert.equal(seated.statusCode, 200, seated.body);
  const map = await mapOf(t, show.id);
  return { id: show.id, plan, reguler, balkon, map };
}

export async function mapOf(t: TestApp, showId: number): Promise<SeatMap> {
  const res = await (await t.as('anonymous')).get(`/api/v1/tiket/${showId}/seats`);
  assert.equal(res.statusCode, 200, res.body);
  const map = res.json().data as SeatMap | null;
  assert.ok(map, 'the show is seated');
  return map;
}

/** The id of a seat of the map, by section, row and number. */
export function seatId(map: SeatMap, section: string, row: string, number: string): number {
  const seat = map.seats.find((s) => s.section === section && s.row === row && s.number === number);
  assert.ok(seat, `${section} ${row} ${number} is on the map`);
  return seat.id;
}

/** A member's order of these seats (or the best `count` of a zone). */
export const orderSeats = (
  caller: Caller,
  id_tiket: number,
  choice: { seats: number[] } | { best: { count: number; id_kategori: number } },
) =>
  caller.post('/api/v1/tiket/user/pesan-kursi', {
    nama_user: 'Siti Aminah',
    no_telp: '0812-3456-7890',
    id_tiket,
    ...choice,
  });
