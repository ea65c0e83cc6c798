import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { storeImageBuffer, storeUpload } from '../../media/process.js';
import { loadSharp } from '../../media/sharp.js';
import * as schema from '../../schema.js';
import { demoVideo, minimalPdf } from './exclusive-files.js';
import { stageSvg } from './images.js';
import { type Seeder, tableIsEmpty } from './seeder.js';

/** A stage picture stored as exclusive media (served only to subscribers and admins). */
async function exclusiveImage(app: FastifyInstance, seed: number) {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(stageSvg(seed)))
    .png()
    .toBuffer();
  return storeImageBuffer(app.media, png, 'exclusive');
}

/** Stores a generated file through the upload pipeline, so its type is checked from its bytes. */
async function exclusiveFile(app: FastifyInstance, bytes: Buffer, kind: 'video' | 'document') {
  const temp = app.media.tempPath('seed');
  await fs.mkdir(path.dirname(temp), { recursive: true });
  await fs.writeFile(temp, bytes);
  return storeUpload(app.media, temp, kind, 'exclusive');
}

const VIDEOS = [
  {
    title: 'Rekaman Pentas "Malam Jahanam"',
    sutradara: 'Rendra Saputra',
    summary: 'Rekaman utuh pementasan di Taman Budaya Lampung.',
    description: 'Dua kamera, tata cahaya asli, tanpa potongan.',
    isi_naskah: 'Babak pertama dibuka di tepi pantai, malam hari. Soleman duduk menatap laut.',
  },
  {
    title: 'Di Balik Layar: Latihan Olah Tubuh',
    sutradara: 'Fajar Nugraha',
    summary: 'Sesi latihan pagi para aktor sebelum tur Sumatera.',
    description: 'Pemanasan, improvisasi, dan koreografi gerak panggung.',
    isi_naskah: null,
  },
  {
    title: 'Diskusi Dramaturgi Bersama Citra Maharani',
    sutradara: null,
    summary: 'Bagaimana naskah lokal Lampung diolah untuk panggung modern.',
    description: null,
    isi_naskah: null,
  },
] as const;

const ALBUMS = [
  ['Gladi Resik "Lampung Tanah Lada"', 'Kartika Sari', 'Foto-foto gladi resik sehari sebelum pementasan.'],
  ['Tur Keliling Sumatera', 'Tim Dokumentasi', 'Perjalanan dan panggung di Palembang, Jambi dan Padang.'],
  ['Kelas Akting Remaja', 'Ayu Lestari', 'Suasana kelas akting remaja angkatan terbaru.'],
] as const;

const SCRIPTS = [
  ['naskah', 'Malam Jahanam', 'Motinggo Busye', 'Drama satu babak tentang rahasia di sebuah kampung nelayan.'],
  ['naskah', 'Bunga Rumah Makan', 'Utuy Tatang Sontani', 'Kisah Ani, pelayan rumah makan, dan tamu-tamunya.'],
  ['buku', 'Dasar-Dasar Penyutradaraan', 'Rendra Saputra', 'Catatan praktis menyutradarai teater kelompok.'],
  ['buku', 'Tata Cahaya Panggung', 'Hendra Wijaya', 'Panduan dasar tata cahaya untuk panggung kecil.'],
] as const;

/** A seeder of one exclusive resource (inserted in the order written). */
const exclusiveSeeder = (name: string, table: PgTable, run: (app: FastifyInstance) => Promise<void>): Seeder => ({
  name,
  tables: [table],
  isEmpty: (app) => tableIsEmpty(app, table),
  run,
});

/** Exclusive videos (subsvideos); the last one has no video, so its page shows 'Video Tidak Tersedia'. */
const videoSeeder = exclusiveSeeder('subsvideos', schema.subsvideos, async (app) => {
  const video = await demoVideo();
  for (const [i, one] of VIDEOS.entries()) {
    await app.db.insert(schema.subsvideos).values({
      ...one,
      photo_url: await exclusiveImage(app, 40 + i),
      video_url: i < VIDEOS.length - 1 ? await exclusiveFile(app, video, 'video') : null,
    });
  }
});

/** Exclusive albums (subsgaleri), three pictures each. */
const albumSeeder = exclusiveSeeder('subsgaleri', schema.subsgaleri, async (app) => {
  let seed = 50;
  for (const [judul, karya, deskripsi] of ALBUMS) {
    const images: string[] = [];
    for (let n = 0; n < 3; n++) images.push(await exclusiveImage(app, seed++));
    await app.db.insert(schema.subsgaleri).values({
      judul,
      karya,
      deskripsi,
      thumbnail: images[0] ?? null,
      tempSubsgaleri: images.map((image, i) => ({ id: i + 1, image })),
    });
  }
});

/** Exclusive scripts and books (subsnaskahs), each with its PDF. */
const scriptSeeder = exclusiveSeeder('subsnaskahs', schema.subsnaskahs, async (app) => {
  for (const [kategori_naskah, nama_naskah, pengarang, summary] of SCRIPTS) {
    const isi_naskah = `${summary}\n\nNaskah lengkap tersedia dalam berkas PDF untuk dibaca atau diunduh.`;
    const pdf = minimalPdf(nama_naskah, [`Karya ${pengarang}`, '', summary]);
    await app.db.insert(schema.subsnaskahs).values({
      kategori_naskah,
      nama_naskah,
      pengarang,
      summary,
      isi_naskah,
      file_naskah: await exclusiveFile(app, pdf, 'document'),
    });
  }
});

/** The subscriber area's demo rows with their files, one seeder per resource. */
export const exclusiveSeeders: Seeder[] = [videoSeeder, albumSeeder, scriptSeeder];
