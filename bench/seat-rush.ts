import { blockOfRows } from '@teater/contract';
import { budgets, type Figure } from './budgets.js';
import { preparePost, rushAll, warmAgent } from './rush-client.js';
import { BENCH_ADMIN } from './servers.js';
import { auth, buyers, json, login, showOnSale } from './ticket-race.js';

/** The rush: 2,000 buyers' seat orders in flight at once for a 500-seat show, each wanting 1-4 adjacent seats. */
const BUYERS = 2000;
const ROWS = 20;
const SEATS_PER_ROW = 25;

/** A hall of ROWS x SEATS_PER_ROW seats (500 for the rush; 1,000 for the map page) in two zones by rows. */
export const hallOf = (rows: number, seats: number) => ({
  stage: { label: 'Panggung' },
  sections: [{ name: 'Parkett', rows: blockOfRows({ rows, seats }) }],
});

/** A seated show on sale now: a plan of `rows` x `seats`, its front half in Utama, its back half in Belakang. */
export async function seatedBenchShow(site: string, admin: string, title: string, rows: number, seats: number) {
  const plan = await fetch(`${site}/api/v1/venue-plans`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({ name: `${title} (denah)`, layout: hallOf(rows, seats) }),
  });
  if (!plan.ok) throw new Error(`plan: ${plan.status} ${await plan.text()}`);
  const planId = ((await json(plan)).data as { id: number }).id;
  const data = await showOnSale(site, admin, title, [
    { name: 'Utama', price: 75_000, seats: 1 },
    { name: 'Belakang', price: 40_000, seats: 1 },
  ]);
  const zones = data.categories;
  const labels = blockOfRows({ rows, seats }).map((row) => row.label);
  const seated = await fetch(`${site}/api/v1/tiket/${data.id}/seating`, {
    method: 'PUT',
    headers: auth(admin),
    body: JSON.stringify({
      id_plan: planId,
      zones: [
        { section: 'Parkett', rows: labels.slice(0, rows / 2), id_kategori: zones[0] },
        { section: 'Parkett', rows: labels.slice(rows / 2), id_kategori: zones[1] },
      ],
    }),
  });
  if (!seated.ok) throw new Error(`seating: ${seated.status} ${await seated.text()}`);
  return { id: data.id, zones };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Seats taken on the public map: a seat sold twice would leave fewer taken seats than the seats of the orders placed. */
async function takenSeats(site: string, showId: number) {
  const map = await json(await fetch(`${site}/api/v1/tiket/${showId}/seats`));
  const seats = (map.data as { seats: { state: string }[] }).seats;
  return seats.filter((seat) => seat.state === 'taken').length;
}

/**
 * The seat rush (issue 43): BUYERS seat orders at once (the buyers' accounts take turns, as in the
 * ticket race), each the best 1-4 adjacent seats of a zone, for a show of 500 seats. Orders per
 * second over the whole rush, seats sold twice (the seats of placed orders against the seats the
 * map shows taken), and the p99 time of the orders that got their seats (placing them is holding
 * them: the hold is the order's), from each request sent and from the rush's start (`rush-client.ts`).
 */
export async function seatRushFigures(site: string, label: string, onPostgres: boolean): Promise<Figure[]> {
  const admin = await login(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const tokens = await buyers(site, admin);
  const rush = async (title: string) => {
    const show = await seatedBenchShow(site, admin, title, ROWS, SEATS_PER_ROW);
    const wanted = Array.from({ length: BUYERS }, (_, i) => 1 + (i % 4));
    const requests = wanted.map((count, i) =>
      preparePost('/api/v1/tiket/user/pesan-kursi', auth(tokens[i % tokens.length] ?? ''), {
        nama_user: `Pembeli ${i}`,
        no_telp: '0812-3456-7890',
        id_tiket: show.id,
        best: { count, id_kategori: show.zones[i % 2] },
      }),
    );
    // One open connection per buyer in flight, opened before the clock as a browser's would be.
    const agent = await warmAgent(site, BUYERS);
    const answers = await rushAll(site, agent, requests).finally(() => agent.destroy());
    const seconds = Math.max(...answers.map((a) => a.fromStart)) / 1000;
    const held = answers.filter((a) => a.status === 201);
    const sorted = (times: number[]) => times.sort((a, b) => a - b);
    return {
      show,
      seconds,
      fromSent: sorted(held.map((a) => a.fromSent)),
      fromStart: sorted(held.map((a) => a.fromStart)),
      allSent: Math.max(...answers.map((a) => a.sentAfter)),
      firstHeld: Math.min(...held.map((a) => a.fromStart)),
      seatsPlaced: answers.reduce((sum, a, i) => sum + (a.status === 201 ? (wanted[i] ?? 0) : 0), 0),
      placed: held.length,
      refused: answers.filter((a) => a.status === 409).length,
      other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
    };
  };
  await rush('Bench: pemanasan kursi');
  const r = await rush('Bench: Premiere Kursi');
  const taken = await takenSeats(site, r.show.id);
  const onlyPg = onPostgres ? {} : { note: 'budget is for PostgreSQL' };
  return [
    {
      name: `${label} seat orders/s`,
      value: BUYERS / r.seconds,
      unit: 'orders/s',
      ...(onPostgres ? { budget: budgets.seatOrdersPerSecond } : {}),
      note: `${BUYERS} buyers at once (${tokens.length} accounts) wanting 1-4 adjacent seats of 500: ${r.placed} placed, ${r.refused} refused${r.other ? `, ${r.other} other errors` : ''}${onPostgres ? '' : '; budget is for PostgreSQL'}`,
    },
    {
      name: `${label} seats sold twice`,
      value: Math.max(0, r.seatsPlaced - taken),
      unit: '',
      budget: budgets.oversold,
      note: `${r.seatsPlaced} seats in placed orders, ${taken} taken on the map`,
    },
    {
      name: `${label} seat hold p99`,
      value: percentile(r.fromSent, 0.99),
      unit: 'ms',
      ...(onPostgres ? { budget: budgets.seatHoldP99Ms } : onlyPg),
      note: `from each order's request sent to its answer; median ${Math.round(percentile(r.fromSent, 0.5))} ms of ${r.fromSent.length} orders that got their seats`,
    },
    {
      name: `${label} seat hold p99 from the rush's start`,
      value: percentile(r.fromStart, 0.99),
      unit: 'ms',
      note: `what the client sending all ${BUYERS} at once saw; median ${Math.round(percentile(r.fromStart, 0.5))} ms; all sent by ${Math.round(r.allSent)} ms, first seats held at ${Math.round(r.firstHeld)} ms`,
    },
  ];
}
