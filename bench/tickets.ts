import { budgets, type Figure } from './budgets.js';
import { BENCH_ADMIN } from './servers.js';
import { auth, buyers, CATEGORIES, createShow, login, race, STOCK, stockAfter, USERS } from './ticket-race.js';

const ORDERS = 1000;

/**
 * Ticket orders under contention: a show with STOCK seats in two categories, USERS buyers, ORDERS
 * orders of 1 to 3 Reguler tickets (every fourth with a VIP seat too: all of them or none) raced
 * with 50 in flight. Reports answered orders per second and, per category, seats sold vs seats.
 * A race of the same size on another show comes first and is not counted, as the reads have their
 * warm-up: the figure is the server's steady pace, not the first compilation of the order path nor
 * the pool's connections preparing their statements. (After a quarter-size warm-up the counted
 * race measured 1,054-1,090/s, after a full one 1,427-1,565/s, on the same server and data.)
 */
export async function ticketFigures(site: string, label: string, onPostgres: boolean): Promise<Figure[]> {
  const name = `${label} ticket orders`;
  const admin = await login(site, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const probe = await fetch(`${site}/api/v1/tiket/user/pesan`, { method: 'POST', headers: auth(admin), body: '{}' });
  if (probe.status === 404) {
    const note = 'POST /api/v1/tiket/user/pesan not built yet';
    return [
      { name: `${name}/s`, value: null, unit: 'orders/s', budget: budgets.ordersPerSecond, note },
      { name: `${label} tickets oversold`, value: null, unit: '', budget: budgets.oversold, note },
    ];
  }

  const tokens = await buyers(site, admin);
  await race([site], tokens, await createShow(site, admin, 'Bench: pemanasan', 1), ORDERS);
  const show = await createShow(site, admin, 'Bench: Malam Jahanam', 1);
  const { seconds, sold: soldOf, accepted, soldOut, other } = await race([site], tokens, show, ORDERS);
  const { sold, oversold, left, consistent } = await stockAfter(site, show, soldOf);
  return [
    {
      name: `${name}/s`,
      value: ORDERS / seconds,
      unit: 'orders/s',
      ...(onPostgres ? { budget: budgets.ordersPerSecond } : {}),
      note: `${ORDERS} orders of one or two categories by ${USERS} users, ${accepted} placed, ${soldOut} sold out${other ? `, ${other} other errors` : ''}${onPostgres ? '' : '; budget is for PostgreSQL (BENCH_DATABASE_URL)'}`,
    },
    {
      name: `${label} tickets oversold`,
      value: oversold,
      unit: '',
      budget: budgets.oversold,
      note: `sold ${sold} of ${STOCK} in ${CATEGORIES.length} categories, ${left} left${consistent ? '' : ' (stock does not match the orders!)'}`,
    },
  ];
}
