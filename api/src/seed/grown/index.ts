import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../accounts/passwords.js';
import { users } from '../../accounts/schema.js';
import { demoImage } from '../demo/images.js';
import { paidStates, refundedAt, seedGrownDonations, webMethod } from './money.js';
import { FAMILY_NAMES, GIVEN_NAMES, NEWS_WORDS, SHOW_TITLES, VENUES } from './names.js';
import { seedGrownOrders, seedGrownShows } from './orders.js';
import { GROWN_MARK, pastMoment, pick } from './sql-helpers.js';

/** The volumes of a site some seasons old (issue 14). */
export const GROWN = {
  news: 3000,
  partnerNews: 300,
  accounts: 20_000,
  payments: 100_000,
  ticketOrders: 20_000,
  /** of the payments: gifts to the donation campaigns (the rest past ticket orders are Sahabat months) */
  donations: 8_000,
  shows: 40,
};
/** Every grown account logs in with this password (one argon2 hash for all: seeding stays fast). */
export const GROWN_PASSWORD = 'sahabat-teater-123';

export interface GrownOptions {
  /** 1 for the full volumes; smaller for tests */
  scale?: number;
  log?: (message: string) => void;
}

export async function isGrown(app: FastifyInstance) {
  const [row] = await app.db
    .select({ n: count() })
    .from(users)
    .where(sql`${users.email} LIKE ${`%${GROWN_MARK}`}`);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills the database with a grown site's volumes: news, accounts with realistic names, shows,
 * ticket orders (some sold at the door), gifts to campaigns and Sahabat months, paid by the
 * provider's methods, in mixed states with some refunded, spread over five years. Set-based
 * SQL (generate_series), so 100,000 payments take seconds, not minutes.
 */
export async function seedGrown(app: FastifyInstance, options: GrownOptions = {}) {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => {});
  const n = (volume: number) => Math.max(1, Math.round(volume * scale));
  const { db } = app;
  if (await isGrown(app)) throw new Error('Basis data ini sudah berisi data besar (seed:grown sudah dijalankan).');

  log('pictures');
  const pictures: string[] = [];
  for (const seed of [901, 902, 903, 904]) pictures.push(await demoImage(app, seed));
  const passwordHash = await hashPassword(GROWN_PASSWORD);

  await db.transaction(async (tx) => {
    log(`${n(GROWN.accounts)} accounts`);
    await tx.execute(sql`
      INSERT INTO users (name, email, password_hash, role, subscription_time, "createdAt", "updatedAt")
      SELECT ${pick(GIVEN_NAMES, 1)} || ' ' || ${pick(FAMILY_NAMES, 7)},
        lower(${pick(GIVEN_NAMES, 1)} || '.' || ${pick(FAMILY_NAMES, 7)}) || i || ${GROWN_MARK},
        ${passwordHash}, CASE WHEN i % 500 = 0 THEN 'admin' ELSE 'user' END,
        CASE WHEN i % 10 < 3 THEN now() + ((i % 430) - 400) * interval '1 day' END,
        ${pastMoment(13)}, now()
      FROM generate_series(1, ${n(GROWN.accounts)}) AS i`);

    // every grown account said yes to news by mail at registration: an announcement reaches all of
    // them (the bench's 20,000-member send)
    await tx.execute(sql`
      INSERT INTO consents (user_id, kind, granted, source, "createdAt")
      SELECT id, 'announcements', true, 'registration', "createdAt" FROM users WHERE email LIKE ${`%${GROWN_MARK}`}`);

    log(`${n(GROWN.news)} news`);
    for (const [table, volume] of [
      ['beritas', GROWN.news],
      ['beritakolaborasis', GROWN.partnerNews],
      ['beritapartners', GROWN.partnerNews],
    ] as const) {
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(table)} (title, summary, description, photo_url, "createdAt", "updatedAt")
        SELECT ${pick(NEWS_WORDS, 3)} || ' ' || ${pick(SHOW_TITLES, 5)} || ' #' || i,
          'Ringkasan kegiatan nomor ' || i || ' di ' || ${pick(VENUES, 1)},
          'Cerita lengkap kegiatan nomor ' || i || '.',
          (${sql.raw(`ARRAY[${pictures.map((p) => `'${p}'`).join(',')}]`)})[1 + i % ${sql.raw(String(pictures.length))}],
          ${pastMoment(1)}, now()
        FROM generate_series(1, ${n(volume)}) AS i`);
    }

    log(`${GROWN.shows} shows`);
    await seedGrownShows(tx, GROWN.shows);
    await seedGrownOrders(tx, n(GROWN.ticketOrders), n(GROWN.accounts));

    log(`${n(GROWN.donations)} donations`);
    await seedGrownDonations(tx, n(GROWN.donations), n(GROWN.accounts));

    const subscriptions = Math.max(0, n(GROWN.payments) - n(GROWN.ticketOrders) - n(GROWN.donations));
    log(`${subscriptions} subscription payments`);
    await tx.execute(sql`
      WITH accounts AS (SELECT id, name, email, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE ${`%${GROWN_MARK}`})
      INSERT INTO payments (order_id, kind, id_user, buyer_name, buyer_email, gross_amount, transaction_status,
        channel, method, refunded_at, applied_at, "createdAt", "updatedAt")
      SELECT 'SUB-G' || i, 'subscription', a.id, a.name, a.email, 65000, ${paidStates}, 'web', ${webMethod},
        ${refundedAt(pastMoment(11))}, CASE WHEN i % 20 < 15 THEN ${pastMoment(11)} END, ${pastMoment(11)}, ${pastMoment(11)}
      FROM generate_series(1, ${subscriptions}) AS i
      JOIN accounts a ON a.k = (i * 17) % ${n(GROWN.accounts)}`);
  });
  // As autovacuum would have done on a site years old: statistics, and the trigram indexes' pending
  // lists merged (left unmerged after a bulk load, the planner prices a search above a full scan).
  log('vacuum analyze');
  await db.execute(sql`VACUUM ANALYZE`);
}
