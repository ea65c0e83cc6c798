import { MEMBERS_PAGE_SIZE } from '../constants.js';
import { f } from '../fields.js';
import { textTemplate } from '../i18n/templates.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

const linkHint = 'Diawali https://';

/** The coaches: members with coach true (/coaching). */
export const COACHES = { coach: true } as const;

/** Members (profilanggotas): /anggota, the coaches at /coaching, /managemembers. */
export const profilanggotas = defineResource({
  name: 'profilanggotas',
  path: '/profilanggotas',
  label: 'Anggota',
  fields: {
    nama: f.text('Nama', { required: true }),
    jabatan: f.text('Username IG', { required: true }),
    coach: f.boolean('Coach'),
    photo: f.image('Foto', { required: true, multiple: true }),
    deskripsi: f.textarea('Deskripsi', { required: true, translatable: true }),
    linkig: f.url('Link Instagram', { required: true, hint: linkHint }),
    porto: f.url('Link Portofolio', { hint: linkHint }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: {
    search: ['nama', 'jabatan'],
    sort: { fields: ['createdAt', 'nama'], default: '-createdAt' },
    filters: { coach: { kind: 'boolean', label: 'Coach' } },
    pageSize: MEMBERS_PAGE_SIZE,
  },
  routes: {
    list: '/anggota',
    detail: '/anggota/:id',
    coaching: '/coaching',
    admin: '/managemembers',
    adminAdd: '/managemembers/addanggota',
  },
  menus: [
    { menu: 'bio', label: 'Anggota', hint: 'Members', order: 20 },
    { menu: 'bio', label: 'Coaching', order: 40, to: 'coaching' },
    { menu: 'footer', label: 'Kontak', order: 10, to: 'coaching' },
    { menu: 'shortcuts', label: 'Coaching', icon: 'coach', order: 20, to: 'coaching' },
    adminMenu('content', 'Anggota', 50),
  ],
  pages: {
    list: { title: textTemplate('Anggota {site}', (site: string) => ({ site })), islands: true },
    detail: {
      preview: { title: 'nama', description: 'deskripsi', image: ['photo'] },
      structured: 'person',
      islands: true,
    },
    coaching: { title: 'Coaching', filters: COACHES, islands: true },
  },
  admin: {
    title: 'Manage Anggota',
    rowLabel: '{nama}',
    columns: [
      column.image('photo', 'Foto', '{nama}'),
      column.text('nama', 'Nama'),
      column.text('jabatan', 'Username IG'),
      column.yesNo('coach', 'Coach'),
    ],
    add: { label: 'Tambah Anggota' },
    addPage: {
      title: 'Tambah Anggota',
      button: { label: 'add', busy: 'submitting' },
      texts: { success: 'Anggota berhasil ditambahkan!', failure: 'Gagal menambahkan anggota!' },
      afterSuccess: 'list',
    },
    texts: { editTitle: 'Edit Anggota' },
  },
  texts: {
    title: textTemplate('ANGGOTA {site}', (site: string) => ({ site: site.toUpperCase() })),
    crumb: 'Anggota',
    empty: 'Belum ada anggota.',
    notFound: 'Anggota not found',
    back: 'Kembali ke Anggota',
    error: 'Error fetching data',
    coachBadge: 'Coach',
    instagram: 'Instagram',
    portfolio: 'Portofolio',
    photo: textTemplate('Foto {nama}', (nama: string) => ({ nama })),
    coachingTitle: 'Coaching',
    coachingIntro:
      'Belajar langsung dari pelatih kami: olah tubuh, olah vokal, dramaturgi dan penyutradaraan. Pilih pelatih untuk melihat profilnya.',
    coachingEmpty: 'No coaches available',
  },
});
