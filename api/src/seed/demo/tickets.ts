import type { FastifyInstance } from 'fastify';
import * as schema from '../../db/schema.js';
import { demoImage } from './images.js';
import { type Seeder, tableIsEmpty } from './seeder.js';

const DAY = 86_400_000;
const at = (days: number, hour = 19, minute = 30) => {
  const d = new Date(Date.now() + days * DAY);
  // Evening shows in Bandar Lampung (UTC+7).
  d.setUTCHours(hour - 7, minute, 0, 0);
  return d;
};

/** One show on sale now (the one a visitor can buy), one already performed. */
export const ticketSeeder: Seeder = {
  name: 'tickets',
  tables: [schema.tikets],
  isEmpty: (app: FastifyInstance) => tableIsEmpty(app, schema.tikets),
  async run(app) {
    await app.db.insert(schema.tikets).values([
      {
        nama_pertujukan: 'Malam Jahanam',
        harga_tiket: 75_000,
        tanggal_pertujukan: at(21),
        tempat_pertujukan: 'Taman Budaya Lampung, Bandar Lampung',
        tanggal_mulai_penjualan: new Date(Date.now() - DAY),
        tanggal_selesai_penjualan: at(20, 23, 0),
        nama_kategori_tiket: 'Reguler',
        harga_kategori_tiket: 75_000,
        jumlah_stok_tiket: 100,
        sinopsis:
          'Di sebuah kampung nelayan, Mat Kontan membanggakan burung perkututnya dan anak yang baru lahir, ' +
          'sementara Soleman, sahabatnya, menyimpan rahasia yang dapat menghancurkan segalanya. Satu malam, ' +
          'satu kebohongan, dan kebenaran yang datang terlambat. Naskah klasik Motinggo Busye dibawakan ' +
          'kembali dengan musik tradisi Lampung dan tata cahaya yang muram.',
        poster: await demoImage(app, 301, { width: 800, height: 1000 }),
      },
      {
        nama_pertujukan: 'Lampung Tanah Lada',
        harga_tiket: 50_000,
        tanggal_pertujukan: at(-30),
        tempat_pertujukan: 'Gedung Kesenian Lampung',
        tanggal_mulai_penjualan: at(-60, 9, 0),
        tanggal_selesai_penjualan: at(-31, 23, 0),
        nama_kategori_tiket: 'Reguler',
        harga_kategori_tiket: 50_000,
        jumlah_stok_tiket: 0,
        sinopsis:
          'Kisah tiga generasi petani lada yang bertahan di tengah perubahan zaman, dipentaskan keliling ' +
          'kabupaten di Lampung.',
        poster: await demoImage(app, 302, { width: 800, height: 1000 }),
      },
    ]);
  },
};
