import fs from 'node:fs/promises';
import path from 'node:path';
import { LANDING_KEYS } from '@teater/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as schema from '../../db/schema.js';
import { storeUpload } from '../../media/process.js';
import { demoVideoPath } from './exclusive-files.js';
import { demoImage } from './images.js';
import { type Seeder, tableIsEmpty } from './seeder.js';

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

/** The landing page's sections. Runs after the content seeder: featured members point at its members. */
export const landingSeeder: Seeder = {
  name: 'landing (hero, galeri, section, testimoni, anggota utama, video)',
  tables: [
    schema.ipvideos,
    schema.lpanggotautamas,
    schema.lptestimonis,
    schema.lpkolaborasis,
    schema.lpberitas,
    schema.lpprograms,
    schema.lpgaleris,
    schema.landingpageimages,
  ],
  isEmpty: (app) => tableIsEmpty(app, schema.landingpageimages),
  async run(app: FastifyInstance) {
    const { db } = app;
    let seed = 400;
    // Lists answer newest first: inserting in reverse shows them in the order written here.
    const wide = { width: 1600, height: 900 };
    await db.insert(schema.landingpageimages).values({
      key: LANDING_KEYS.hero,
      photocaroselsatu: await demoImage(app, seed++, wide),
      photocaroseldua: await demoImage(app, seed++, wide),
      photocaroseltiga: await demoImage(app, seed++, wide),
    });
    await db.insert(schema.lpgaleris).values({
      key: LANDING_KEYS.gallery,
      photogalerilsatu: await demoImage(app, seed++, wide),
      photogaleridua: await demoImage(app, seed++, wide),
      photogaleritiga: await demoImage(app, seed++, wide),
    });
    const sections = [
      [schema.lpprograms, PROGRAMS],
      [schema.lpberitas, NEWS],
      [schema.lpkolaborasis, COLLABS],
    ] as const;
    for (const [table, items] of sections) {
      for (const [judul, deskripsi] of [...items].reverse()) {
        await db.insert(table).values({ judul, deskripsi, photo_url: await demoImage(app, seed++) });
      }
    }
    for (const [quote, nama, jabatan] of [...TESTIMONIALS].reverse()) {
      await db.insert(schema.lptestimonis).values({
        quote,
        nama,
        jabatan,
        photo_url: await demoImage(app, seed++, { width: 400, height: 400 }),
      });
    }
    const members = await db
      .select({ id: schema.profilanggotas.id })
      .from(schema.profilanggotas)
      .orderBy(desc(schema.profilanggotas.id))
      .limit(3);
    for (const [urutan, member] of members.entries()) {
      await db.insert(schema.lpanggotautamas).values({ id_anggota: member.id, urutan });
    }
    await db.insert(schema.ipvideos).values({ video1: await demoVideoUrl(app), video2: null });
  },
};
