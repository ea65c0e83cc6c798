import * as schema from '../../schema.js';
import { rowsSeeder } from './seeder.js';

const DAY = 86_400_000;

/** A donation campaign running now (kampanyes): the donation page shows its progress. */
export const campaignSeeder = rowsSeeder({
  name: 'kampanyes',
  table: schema.kampanyes,
  firstPicture: 520,
  rows: async (picture) => [
    {
      judul: 'Lampu Baru untuk Panggung',
      judul_en: 'New Lights for the Stage',
      cerita:
        'Lampu panggung kami sudah berumur dua puluh tahun. Bantu kami menggantinya dengan lampu LED yang hemat listrik sebelum musim pertunjukan Maret.',
      cerita_en:
        'Our stage lights are twenty years old. Help us replace them with energy-saving LED lights before the March season.',
      gambar: await picture({ width: 1200, height: 750 }),
      target: 50_000_000,
      mulai: new Date(Date.now() - 7 * DAY),
      selesai: new Date(Date.now() + 90 * DAY),
      nominal_saran: '50000, 150000, 500000',
    },
  ],
});
