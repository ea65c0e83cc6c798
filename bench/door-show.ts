import { auth, buyers, json, pool } from './ticket-race.js';

/** The show's seats: what a full house at the company's largest venue would be. */
export const DOOR_SEATS = 2000;
const PER_ORDER = 10;

/** A show on sale now with DOOR_SEATS seats in one category; its id. */
async function bigShow(site: string, admin: string) {
  const now = Date.now();
  const res = await fetch(`${site}/api/v1/tiket`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({
      nama_pertujukan: 'Bench: Pintu 2.000 kursi',
      tanggal_pertujukan: new Date(now + 3 * 3_600_000).toISOString(),
      tempat_pertujukan: 'Gedung Kesenian Lampung',
      tanggal_mulai_penjualan: new Date(now - 3_600_000).toISOString(),
      tanggal_selesai_penjualan: new Date(now + 2 * 3_600_000).toISOString(),
      categories: [{ name: 'Reguler', price: 50_000, seats: DOOR_SEATS }],
    }),
  });
  if (!res.ok) throw new Error(`creating the door's show: ${res.status} ${await res.text()}`);
  return ((await json(res)).data as { id: number }).id;
}

/** One order of PER_ORDER seats, paid through the sandbox by its buyer. */
async function paidOrder(site: string, buyer: string, showId: number, i: number) {
  const placed = await fetch(`${site}/api/v1/tiket/user/pesan`, {
    method: 'POST',
    headers: auth(buyer),
    body: JSON.stringify({
      nama_user: `Penonton ${i}`,
      no_telp: '0812-3456-7890',
      jumlah_tiket: PER_ORDER,
      id_tiket: showId,
    }),
  });
  if (placed.status !== 201) throw new Error(`an order: ${placed.status} ${await placed.text()}`);
  const { token } = (await json(placed)).data as { token: string };
  const paid = await fetch(`${site}/api/v1/payment/sandbox/${token}`, {
    method: 'POST',
    headers: auth(buyer),
    body: JSON.stringify({ result: 'settlement' }),
  });
  if (!paid.ok) throw new Error(`paying an order: ${paid.status} ${await paid.text()}`);
}

/**
 * A sold-out show of DOOR_SEATS seats (orders of ten, paid), a door pass for it, and tickets to
 * scan: short codes and signed QR texts, from one buyer's history.
 */
export async function soldOutShow(site: string, admin: string) {
  const showId = await bigShow(site, admin);
  const tokens = await buyers(site, admin);
  await pool(DOOR_SEATS / PER_ORDER, 10, (i) => paidOrder(site, tokens[i % tokens.length] ?? '', showId, i));
  const histories = await Promise.all(
    tokens.slice(0, 3).map(async (token) => {
      const history = await fetch(`${site}/api/v1/tiket/user/history?limit=4`, { headers: auth(token) });
      return ((await json(history)).data ?? []) as { tickets: { code: string; qr: string }[] }[];
    }),
  );
  const tickets = histories.flat().flatMap((order) => order.tickets);
  const pass = await fetch(`${site}/api/v1/door/passes`, {
    method: 'POST',
    headers: auth(admin),
    body: JSON.stringify({ label: 'Bench Pintu', showId }),
  });
  if (pass.status !== 201) throw new Error(`a door pass: ${pass.status} ${await pass.text()}`);
  const { link } = (await json(pass)).data as { link: string };
  return { showId, tickets, secret: link.split('#pass=')[1] ?? '' };
}
