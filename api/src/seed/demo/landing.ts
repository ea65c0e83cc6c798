import fs from 'node:fs/promises';
import path from 'node:path';
import { LANDING_KEYS } from '@teater/contract';
import { desc, getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storeUpload } from '../../media/process.js';
import * as schema from '../../schema.js';
import { demoVideoPath } from './exclusive-files.js';
import { rowsSeeder, type Seeder, tableIsEmpty } from './seeder.js';

const PROGRAMS = [
  [
    'Pementasan Tahunan',
    'Produksi besar setiap akhir tahun dengan naskah karya anggota, dipentaskan di Taman Budaya Lampung.',
  ],
  [
    'Kelas Coaching Akting',
    'Latihan olah tubuh, olah vokal dan olah rasa setiap Sabtu, terbuka untuk pelajar dan umum.',
  ],
  ['Teater Masuk Sekolah', 'Pementasan dan lokakarya keliling ke sekolah-sekolah di Bandar Lampung dan sekitarnya.'],
] as const;

const NEWS = [
  [
    '"Lampung Tanah Lada" Sukses Digelar',
    'Ratusan penonton memadati Taman Budaya Lampung pada dua malam pementasan terbaru kami.',
  ],
  [
    'Pendaftaran Kelas Akting Remaja Dibuka',
    'Kelas angkatan baru untuk pelajar SMP dan SMA dimulai bulan depan. Kuota terbatas.',
  ],
  [
    'Tur Keliling Sumatera 2026',
    'Kami membawa pementasan ke Palembang, Jambi, Padang dan Medan sepanjang musim kemarau.',
  ],
] as const;

const COLLABS = [
  ['Bersama Sanggar Tari Siger', 'Tari-teater yang memadukan gerak tari tradisional Lampung dengan dramaturgi modern.'],
  ['Orkes Keroncong Tanjungkarang', 'Malam musikal yang menghidupkan kembali lagu-lagu lama Bandar Lampung.'],
  ['Teater Boneka untuk Anak', 'Bersama komunitas pendongeng kami membawa teater boneka keliling sekolah dasar.'],
] as const;

const TESTIMONIALS = [
  [
    'Menonton pementasan mereka seperti diajak pulang ke kampung halaman. Jujur, lucu, dan menyentuh.',
    'Rina Marlina',
    'Guru Bahasa Indonesia',
  ],
  [
    'Kelas coaching di sini mengubah cara saya berbicara di depan orang. Sekarang saya berani tampil.',
    'Aditya Pratama',
    'Peserta Kelas Akting 2024',
  ],
  [
    'Salah satu kelompok teater paling konsisten di Sumatera. Setiap produksinya digarap dengan serius.',
    'Dr. Hasan Basri',
    'Kurator Festival Teater Sumatera',
  ],
] as const;

/** Stores the demo clip through the same pipeline as an upload (type read from its bytes). */
async function demoVideoUrl(app: FastifyInstance): Promise<string> {
  const temp = app.media.tempPath('upload');
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.copyFile(demoVideoPath, temp);
  return storeUpload(app.media, temp, 'video', 'public');
}

const wide = { width: 1600, height: 900 };

/** A landing set of three wide pictures (the hero's carousel, the gallery's): one row, under its key. */
const pictureSetSeeder = <T extends typeof schema.landingpageimages | typeof schema.lpgaleris>(
  table: T,
  firstPicture: number,
  row: (pictures: [string, string, string]) => T['$inferInsert'],
) =>
  rowsSeeder({
    name: getTableName(table),
    table,
    firstPicture,
    rows: async (picture) => [row([await picture(wide), await picture(wide), await picture(wide)])],
  });

const heroSeeder = pictureSetSeeder(schema.landingpageimages, 400, ([satu, dua, tiga]) => ({
  key: LANDING_KEYS.hero,
  photocaroselsatu: satu,
  photocaroseldua: dua,
  photocaroseltiga: tiga,
}));

const gallerySetSeeder = pictureSetSeeder(schema.lpgaleris, 410, ([satu, dua, tiga]) => ({
  key: LANDING_KEYS.gallery,
  photogalerilsatu: satu,
  photogaleridua: dua,
  photogaleritiga: tiga,
}));

/** A landing section: a title, a text and a picture per item. */
const sectionSeeder = (table: typeof schema.lpprograms, items: readonly (readonly [string, string])[], first: number) =>
  rowsSeeder({
    name: getTableName(table),
    table,
    firstPicture: first,
    rows: async (picture) => {
      const rows = [];
      for (const [judul, deskripsi] of items) rows.push({ judul, deskripsi, photo_url: await picture() });
      return rows;
    },
  });

const testimonialSeeder = rowsSeeder({
  name: 'lptestimonis',
  table: schema.lptestimonis,
  firstPicture: 450,
  rows: async (picture) => {
    const rows = [];
    for (const [quote, nama, jabatan] of TESTIMONIALS) {
      rows.push({ quote, nama, jabatan, photo_url: await picture({ width: 400, height: 400 }) });
    }
    return rows;
  },
});

/** The three featured members: the newest members (runs after the members' seeder). */
const featuredSeeder: Seeder = {
  name: 'lpanggotautamas',
  tables: [schema.lpanggotautamas],
  isEmpty: (app) => tableIsEmpty(app, schema.lpanggotautamas),
  async run(app) {
    const members = await app.db
      .select({ id: schema.profilanggotas.id })
      .from(schema.profilanggotas)
      .orderBy(desc(schema.profilanggotas.id))
      .limit(3);
    for (const [urutan, member] of members.entries()) {
      await app.db.insert(schema.lpanggotautamas).values({ id_anggota: member.id, urutan });
    }
  },
};

const introVideoSeeder: Seeder = {
  name: 'ipvideos',
  tables: [schema.ipvideos],
  isEmpty: (app) => tableIsEmpty(app, schema.ipvideos),
  async run(app) {
    await app.db.insert(schema.ipvideos).values({ video1: await demoVideoUrl(app), video2: null });
  },
};

/** The landing page's demo rows, one seeder per resource. */
export const landingSeeders: Seeder[] = [
  heroSeeder,
  gallerySetSeeder,
  sectionSeeder(schema.lpprograms, PROGRAMS, 420),
  sectionSeeder(schema.lpberitas, NEWS, 430),
  sectionSeeder(schema.lpkolaborasis, COLLABS, 440),
  testimonialSeeder,
  featuredSeeder,
  introVideoSeeder,
];
