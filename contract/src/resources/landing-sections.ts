import { f } from '../fields.js';
import { landingMessages } from '../messages/landing.js';
import { defineResource } from '../resource.js';
import { type AdminDef, column, type ScreenTexts } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

const publicContent = { read: 'public', write: 'admin' } as const;

/**
 * The landing screens' texts: the browser's own delete confirmation, their add and edit titles,
 * spec 8's failures when the server says nothing (the red bar).
 */
export const landingAdminTexts = (noun: string): ScreenTexts => ({
  confirmQuestion: landingMessages.confirmDelete,
  fetchFailed: landingMessages.fetchError,
  saveFailed: landingMessages.submitError,
  deleteFailed: landingMessages.deleteError,
  addTitle: `Tambah ${noun}`,
  editTitle: `Edit ${noun}`,
});

const sectionFields = {
  judul: f.text('Judul', { required: true, translatable: true }),
  deskripsi: f.textarea('Deskripsi', { required: true, translatable: true }),
  photo_url: f.image('Foto'),
} as const;

const sectionAdmin = (noun: string) =>
  ({
    title: `Section ${noun}`,
    rowLabel: '{judul}',
    columns: [
      column.image('photo_url', 'Foto', '{judul}'),
      column.text('judul', 'Judul'),
      column.text('deskripsi', 'Deskripsi'),
    ],
    add: { label: `Tambah ${noun}`, dialog: true },
    browserConfirm: true,
    texts: landingAdminTexts(noun),
  }) satisfies AdminDef<keyof typeof sectionFields>;

/** A landing section (Program, Berita, Kolaborasi): a picture, a title and a text per item. */
const section = <const N extends string>(name: N, noun: string, admin: string, order: number) =>
  defineResource({
    name,
    path: `/${name}`,
    label: `Section ${noun}`,
    fields: sectionFields,
    access: publicContent,
    body: 'multipart',
    routes: { admin },
    menus: [adminMenu('landing', `Section ${noun}`, order)],
    admin: sectionAdmin(noun),
  });

export const lpprograms = section('lpprograms', 'Program', '/admin/managesectionprogram', 50);
export const lpberitas = section('lpberitas', 'Berita', '/admin/managesectionberita', 60);
export const lpkolaborasis = section('lpkolaborasis', 'Kolaborasi', '/admin/managesectionkolaborasi', 70);

/** The landing page's testimonials (one shown, dots to choose). */
export const lptestimonis = defineResource({
  name: 'lptestimonis',
  path: '/lptestimonis',
  label: 'Testimoni',
  fields: {
    quote: f.textarea('Quote', { required: true, translatable: true }),
    nama: f.text('Nama', { required: true }),
    jabatan: f.text('Jabatan', { required: true, translatable: true }),
    photo_url: f.image('Foto'),
  },
  access: publicContent,
  body: 'multipart',
  routes: { admin: '/admin/managesectiontestimoni' },
  menus: [adminMenu('landing', 'Section Testimoni', 80)],
  admin: {
    title: 'Manage Testimoni',
    rowLabel: '{nama}',
    columns: [
      column.image('photo_url', 'Foto', '{nama}'),
      column.text('nama', 'Nama'),
      column.text('jabatan', 'Jabatan'),
      column.text('quote', 'Quote'),
    ],
    add: { label: 'Tambah Testimoni', dialog: true },
    browserConfirm: true,
    texts: landingAdminTexts('Testimoni'),
  },
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

/** Landing intro videos (Video 1, Video 2), uploaded as file1 and file2; their screen is its own (intro-videos.tsx). */
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
  routes: { admin: '/managevideo', adminSection: '/admin/managesectionvideo' },
  menus: [adminMenu('landing', 'Manage Videos', 10), adminMenu('landing', 'Section Video', 20, 'adminSection')],
});
