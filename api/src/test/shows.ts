import { ticketCategories } from '../box-office/schema.js';
import { tikets } from '../content/schema.js';
import type { Db } from '../core/db/client.js';

const day = 86_400_000;

type ShowFields = Partial<typeof tikets.$inferInsert>;
type CategoryFields = Omit<typeof ticketCategories.$inferInsert, 'id_tiket' | 'position'>;

/**
 * A show and its categories written straight to the tables, for tests that need no admin call: on
 * sale now (since yesterday, for 20 days), played in 30 days, one Reguler category of 100 seats;
 * `overrides` and `categories` change any of it. Returns its id.
 */
export async function insertShow(
  db: Db,
  overrides: ShowFields = {},
  categories: CategoryFields[] = [{ name: 'Reguler', price: 50_000, seats: 100 }],
): Promise<number> {
  const [show] = await db
    .insert(tikets)
    .values({
      nama_pertujukan: 'Malam Jahanam',
      tanggal_pertujukan: new Date(Date.now() + 30 * day),
      tempat_pertujukan: 'Taman Budaya',
      tanggal_mulai_penjualan: new Date(Date.now() - day),
      tanggal_selesai_penjualan: new Date(Date.now() + 20 * day),
      ...overrides,
    })
    .returning({ id: tikets.id });
  if (!show) throw new Error('the show was not written');
  await db
    .insert(ticketCategories)
    .values(categories.map((category, position) => ({ ...category, id_tiket: show.id, position })));
  return show.id;
}
