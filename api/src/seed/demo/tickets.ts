import type { FastifyInstance } from 'fastify';
import * as schema from '../../schema.js';
import { demoImage } from './images.js';
import { type Seeder, tableIsEmpty } from './seeder.js';

const DAY = 86_400_000;
const at = (days: number, hour = 19, minute = 30) => {
  const d = new Date(Date.now() + days * DAY);
  // Evening shows in Bandar Lampung (UTC+7).
  d.setUTCHours(hour - 7, minute, 0, 0);
  return d;
};

type NewCategory = Omit<typeof schema.ticketCategories.$inferInsert, 'id_tiket' | 'position'>;

/** One show on sale now in three categories (the one a visitor can buy), one already performed. */
export const ticketSeeder: Seeder = {
  name: 'tickets',
  tables: [schema.ticketCategories, schema.tikets],
  isEmpty: (app: FastifyInstance) => tableIsEmpty(app, schema.tikets),
  async run(app) {
    const shows: { show: typeof schema.tikets.$inferInsert; categories: NewCategory[] }[] = [
      {
        show: {
          nama_pertujukan: 'Malam Jahanam',
          tanggal_pertujukan: at(21),
          tempat_pertujukan: 'Taman Budaya Lampung, Bandar Lampung',
          tanggal_mulai_penjualan: new Date(Date.now() - DAY),
          tanggal_selesai_penjualan: at(20, 23, 0),
          sinopsis:
            'Di sebuah kampung nelayan, Mat Kontan membanggakan burung perkututnya dan anak yang baru lahir, ' +
            'sementara Soleman, sahabatnya, menyimpan rahasia yang dapat menghancurkan segalanya. Satu malam, ' +
            'satu kebohongan, dan kebenaran yang datang terlambat. Naskah klasik Motinggo Busye dibawakan ' +
            'kembali dengan musik tradisi Lampung dan tata cahaya yang muram.',
          poster: await demoImage(app, 301, { width: 800, height: 1000 }),
        },
        categories: [
          { name: 'Reguler', price: 75_000, seats: 100 },
          { name: 'Pelajar', price: 50_000, seats: 40 },
          // VIP seats sell until a week before the show.
          { name: 'VIP', price: 150_000, seats: 20, sales_end: at(14, 23, 0) },
        ],
      },
      {
        show: {
          nama_pertujukan: 'Lampung Tanah Lada',
          tanggal_pertujukan: at(-30),
          tempat_pertujukan: 'Gedung Kesenian Lampung',
          tanggal_mulai_penjualan: at(-60, 9, 0),
          tanggal_selesai_penjualan: at(-31, 23, 0),
          sinopsis:
            'Kisah tiga generasi petani lada yang bertahan di tengah perubahan zaman, dipentaskan keliling ' +
            'kabupaten di Lampung.',
          poster: await demoImage(app, 302, { width: 800, height: 1000 }),
        },
        // Sold out before it was performed (no orders of the demo stand behind it).
        categories: [
          { name: 'Reguler', price: 50_000, seats: 0 },
          { name: 'Pelajar', price: 35_000, seats: 0 },
        ],
      },
    ];
    for (const { show, categories } of shows) {
      const [row] = await app.db.insert(schema.tikets).values(show).returning({ id: schema.tikets.id });
      if (!row) continue;
      await app.db
        .insert(schema.ticketCategories)
        .values(categories.map((category, position) => ({ ...category, id_tiket: row.id, position })));
    }
  },
};
