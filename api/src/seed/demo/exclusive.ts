import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as schema from '../../db/schema.js';
import { storeImageBuffer, storeUpload } from '../../media/process.js';
import { loadSharp } from '../../media/sharp.js';
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

/** Exclusive videos, albums and scripts with their files, for the subscriber area. */
export const exclusiveSeeder: Seeder = {
  name: 'exclusive content',
  tables: [schema.subsnaskahs, schema.subsgaleri, schema.subsvideos],
  async isEmpty(app) {
    const tables = [schema.subsvideos, schema.subsgaleri, schema.subsnaskahs];
    return (await Promise.all(tables.map((t) => tableIsEmpty(app, t)))).some(Boolean);
  },
  async run(app) {
    const { db } = app;
    let seed = 40;
    if (await tableIsEmpty(app, schema.subsvideos)) {
      const video = await demoVideo();
      for (const [i, one] of VIDEOS.entries()) {
        await db.insert(schema.subsvideos).values({
          ...one,
          photo_url: await exclusiveImage(app, seed++),
          // the last one shows the page's 'Video Tidak Tersedia'
          video_url: i < VIDEOS.length - 1 ? await exclusiveFile(app, video, 'video') : null,
        });
      }
    }
    if (await tableIsEmpty(app, schema.subsgaleri)) {
      for (const [judul, karya, deskripsi] of ALBUMS) {
        const images: string[] = [];
        for (let n = 0; n < 3; n++) images.push(await exclusiveImage(app, seed++));
        await db.insert(schema.subsgaleri).values({
          judul,
          karya,
          deskripsi,
          thumbnail: images[0] ?? null,
          tempSubsgaleri: images.map((image, i) => ({ id: i + 1, image })),
        });
      }
    }
    if (await tableIsEmpty(app, schema.subsnaskahs)) {
      for (const [kategori_naskah, nama_naskah, pengarang, summary] of SCRIPTS) {
        const isi_naskah = `${summary}\n\nNaskah lengkap tersedia dalam berkas PDF untuk dibaca atau diunduh.`;
        const pdf = minimalPdf(nama_naskah, [`Karya ${pengarang}`, '', summary]);
        await db.insert(schema.subsnaskahs).values({
          kategori_naskah,
          nama_naskah,
          pengarang,
          summary,
          isi_naskah,
          file_naskah: await exclusiveFile(app, pdf, 'document'),
        });
      }
    }
  },
};
