import { f } from '../fields.js';
import { defineResource } from '../resource.js';

const publicContent = { read: 'public', write: 'admin' } as const;

/** Landing hero set; the key `teater1` selects the one the landing page shows. */
export const landingpageimages = defineResource({
  name: 'landingpageimages',
  path: '/landingpageimages',
  label: 'Landing Page Images',
  fields: {
    key: f.text('Key', { required: true, immutable: true }),
    photocaroselsatu: f.imageUrl('Foto 1', { required: true }),
    photocaroseldua: f.imageUrl('Foto 2', { required: true }),
    photocaroseltiga: f.imageUrl('Foto 3', { required: true }),
  },
  access: publicContent,
  body: 'json',
});

export const lpgaleris = defineResource({
  name: 'lpgaleris',
  path: '/lpgaleris',
  label: 'Landing Gallery',
  fields: {
    key: f.text('Key', { required: true, immutable: true }),
    photogalerilsatu: f.imageUrl('Foto 1', { required: true }),
    photogaleridua: f.imageUrl('Foto 2', { required: true }),
    photogaleritiga: f.imageUrl('Foto 3', { required: true }),
  },
  access: publicContent,
  body: 'json',
});

const sectionFields = {
  judul: f.text('Judul', { required: true }),
  deskripsi: f.textarea('Deskripsi', { required: true }),
  photo_url: f.image('Foto'),
} as const;

export const lpprograms = defineResource({
  name: 'lpprograms',
  path: '/lpprograms',
  label: 'Section Program',
  fields: sectionFields,
  access: publicContent,
  body: 'multipart',
});

export const lpberitas = defineResource({
  name: 'lpberitas',
  path: '/lpberitas',
  label: 'Section Berita',
  fields: sectionFields,
  access: publicContent,
  body: 'multipart',
});

export const lpkolaborasis = defineResource({
  name: 'lpkolaborasis',
  path: '/lpkolaborasis',
  label: 'Section Kolaborasi',
  fields: sectionFields,
  access: publicContent,
  body: 'multipart',
});

export const lptestimonis = defineResource({
  name: 'lptestimonis',
  path: '/lptestimonis',
  label: 'Testimoni',
  fields: {
    quote: f.textarea('Quote', { required: true }),
    nama: f.text('Nama', { required: true }),
    jabatan: f.text('Jabatan', { required: true }),
    photo_url: f.image('Foto'),
  },
  access: publicContent,
  body: 'multipart',
});

/** The three featured members on the landing page, chosen among profilanggotas. */
export const lpanggotautamas = defineResource({
  name: 'lpanggotautamas',
  path: '/lpanggotautamas',
  label: 'Anggota Utama',
  fields: {
    id_anggota: f.number('Anggota', { required: true, min: 1 }),
    urutan: f.number('Urutan', { min: 0 }),
  },
  access: publicContent,
  body: 'json',
});

/** Landing intro videos (Video 1, Video 2), uploaded as file1 and file2. */
export const ipvideos = defineResource({
  name: 'ipvideos',
  path: '/ipvideos',
  label: 'Video',
  fields: {
    video1: f.video('Video 1', { input: 'file1' }),
    video2: f.video('Video 2', { input: 'file2' }),
  },
  access: publicContent,
  body: 'multipart',
});
