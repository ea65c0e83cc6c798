import { f } from '../fields.js';
import { textTemplate } from '../i18n/templates.js';
import { mediaMessages } from '../messages/media.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** The public script collection (/scripts, one script at /scripts/setiapscript?id=…). */
export const naskahs = defineResource({
  name: 'naskahs',
  path: '/naskahs',
  label: 'Naskah',
  fields: {
    namaNaskah: f.text('Judul Naskah/Buku', { required: true }),
    pengarang: f.text('Pengarang', { required: true }),
    isiNaskah: f.textarea('Isi Naskah', { required: true }),
    linknaskah: f.url('Link Naskah', { required: true }),
    gambar_naskah: f.image('Gambar', { wrongTypeMessage: mediaMessages.imageOnly }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['namaNaskah', 'pengarang'], sort: { fields: ['createdAt', 'namaNaskah'], default: '-createdAt' } },
  routes: {
    list: '/scripts',
    detail: '/scripts/setiapscript?id=:id',
    admin: '/managenaskah',
    adminAdd: '/managescripts/addnaskah',
  },
  menus: [{ menu: 'more', label: 'Naskah', order: 50 }, adminMenu('shop', 'Naskah', 50)],
  // served as islands: nothing on them reacts but the header
  pages: {
    list: { title: 'Naskah dan Buku', islands: true },
    detail: { preview: { title: 'namaNaskah', description: 'isiNaskah', image: ['gambar_naskah'] }, islands: true },
  },
  admin: {
    title: 'Manage Naskah',
    rowLabel: '{namaNaskah}',
    columns: [column.text('namaNaskah', 'Judul Naskah/Buku'), column.text('pengarang', 'Pengarang')],
    add: { label: 'Tambah Naskah', dialog: true },
    addPage: { title: 'Tambah Naskah' },
    browserConfirm: true,
    texts: {
      addTitle: 'Tambah Naskah',
      editTitle: 'Edit Naskah',
      fetchFailed: 'Failed to fetch manuscripts',
      saveFailed: 'Failed to save manuscript',
      deleteFailed: 'Failed to delete manuscript',
      confirmQuestion: 'Yakin ingin menghapus naskah ini?',
    },
  },
  texts: {
    heading: 'Naskah',
    intro: 'Koleksi naskah lakon yang pernah kami pentaskan dan yang kami rekomendasikan.',
    empty: 'Belum ada naskah.',
    notFound: 'Naskah tidak ditemukan',
    read: 'Baca Naskah',
    byAuthor: textTemplate('Karya {name}', (name: string) => ({ name })),
  },
});
