import type { Db } from '../db/client.js';
import { tikets } from '../db/schema.js';

const day = 86_400_000;

/**
 * A show written straight to the table, on sale now (since yesterday, for 20 days) and played in
 * 30 days, with 100 seats; `overrides` change any field. Returns its id.
 */
export async function insertShow(db: Db, overrides: Partial<typeof tikets.$inferInsert> = {}): Promise<number> {
  const [show] = await db
    .insert(tikets)
    .values({
      nama_pertujukan: 'Malam Jahanam',
      harga_tiket: 50_000,
      tanggal_pertujukan: new Date(Date.now() + 30 * day),
      tempat_pertujukan: 'Taman Budaya',
      tanggal_mulai_penjualan: new Date(Date.now() - day),
      tanggal_selesai_penjualan: new Date(Date.now() + 20 * day),
      nama_kategori_tiket: 'Reguler',
      harga_kategori_tiket: 50_000,
      jumlah_stok_tiket: 100,
      ...overrides,
    })
    .returning({ id: tikets.id });
  if (!show) throw new Error('the show was not written');
  return show.id;
}
