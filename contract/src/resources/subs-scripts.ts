import { f } from '../fields.js';
import { resourcesView } from '../i18n/en/resources.js';
import { optionLabels } from '../list.js';
import { subsMessages } from '../messages/subs.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** read in the current language (the options' labels are in the resources catalog) */
export const SCRIPT_CATEGORIES = resourcesView([
  { value: 'naskah', label: 'Naskah' },
  { value: 'buku', label: 'Buku' },
] as const);

const uploaded = 'Berhasil mengupload script/naskah';
const saveFailed = 'Failed to save manuscript';

/** Exclusive scripts and books, pdf or docx (/subs/kontenbukusubscribers, /managescripts). */
export const subsnaskahs = defineResource({
  name: 'subsnaskahs',
  path: '/subsnaskahs',
  label: 'Naskah Eksklusif',
  fields: {
    kategori_naskah: f.select('Kategori', SCRIPT_CATEGORIES, { required: true, input: 'kategori' }),
    nama_naskah: f.text('Nama Naskah', { required: true, input: 'naskah' }),
    pengarang: f.text('Pengarang', { required: true }),
    summary: f.textarea('Ringkasan', { max: 1000 }),
    isi_naskah: f.textarea('Isi', { input: 'isi' }),
    file_naskah: f.document('Berkas (pdf/docx)', { input: 'gambar_subsnaskah' }),
  },
  access: { read: 'subscriber', write: 'admin' },
  body: 'multipart',
  list: {
    search: ['nama_naskah', 'pengarang'],
    sort: { fields: ['createdAt', 'nama_naskah'], default: '-createdAt' },
    filters: {
      kategori_naskah: {
        kind: 'enum',
        values: SCRIPT_CATEGORIES.map((c) => c.value),
        labels: optionLabels(SCRIPT_CATEGORIES),
        label: 'Kategori',
      },
    },
  },
  exclusive: true,
  routes: {
    list: '/subs/kontenbukusubscribers',
    detail: '/subs/kontenbukusubscribers/:id',
    admin: '/managescripts',
    adminAdd: '/managesubnaskah/addsubnaskah',
  },
  menus: [adminMenu('subs', 'Naskah & Buku Subscriber', 30)],
  admin: {
    title: 'Manage Scripts',
    layout: 'formTable',
    columns: [
      column.text('nama_naskah', 'Judul Naskah/Buku'),
      column.option('kategori_naskah', 'Kategori'),
      column.text('pengarang', 'Pengarang'),
      column.file('file_naskah', 'Berkas'),
    ],
    add: { label: 'Tambah Naskah' },
    addPage: {
      title: 'Tambah Naskah Subscriber',
      texts: { success: uploaded, failure: saveFailed },
      afterSuccess: 'list',
    },
    texts: {
      created: uploaded,
      updated: 'Berhasil mengupdate script/naskah',
      saveFailed,
      deleteFailed: 'Failed to delete manuscript',
      confirmQuestion: subsMessages.deleteQuestion,
    },
    rowLabel: '{nama_naskah}',
  },
});
