import { ANNOUNCEMENT_AUDIENCE_OPTIONS, ANNOUNCEMENT_STATUS_OPTIONS } from '../audience.js';
import { f } from '../fields.js';
import { optionLabels } from '../list.js';
import { audienceMessages as m } from '../messages/audience.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/**
 * Announcements (/managepengumuman): a title, a text, a picture and a link, mailed to the members
 * who consented to announcements (optionally only active Sahabat, or buyers of past shows). A
 * draft is edited freely; after a test send to oneself it is sent, and then never changes
 * (api/src/audience/announcements, decision 029).
 */
export const announcements = defineResource({
  name: 'announcements',
  path: '/announcements',
  label: 'Pengumuman',
  fields: {
    title: f.text('Judul', { required: true, max: 150 }),
    body: f.textarea('Isi', { required: true, max: 5000, hint: 'Satu baris kosong memisahkan paragraf' }),
    picture: f.imageUrl('Gambar'),
    link: f.url('Tautan', { hint: 'Diawali https://, misalnya halaman pertunjukan' }),
    audience: f.select('Penerima', ANNOUNCEMENT_AUDIENCE_OPTIONS, { required: true }),
    status: f.select('Status', ANNOUNCEMENT_STATUS_OPTIONS, { readOnly: true, hidden: true }),
  },
  access: { read: 'admin', write: 'admin' },
  body: 'json',
  list: {
    search: ['title'],
    sort: { fields: ['createdAt', 'title'], default: '-createdAt' },
    filters: {
      status: {
        kind: 'enum',
        values: ['draft', 'queuing', 'sent'],
        labels: optionLabels(ANNOUNCEMENT_STATUS_OPTIONS),
        label: 'Status',
      },
    },
  },
  routes: { admin: '/managepengumuman' },
  menus: [adminMenu('general', m.manageTitle, 45)],
  admin: {
    title: m.manageTitle,
    columns: [
      column.image('picture', 'Gambar', '{title}'),
      column.text('title', 'Judul'),
      column.option('audience', 'Penerima'),
      column.custom('announcementProgress', 'Pengiriman'),
      column.custom('announcementSend', 'Kirim'),
    ],
    add: { label: m.add, dialog: true },
    changeableWhile: { field: 'status', value: 'draft' },
    texts: {
      created: m.created,
      updated: m.updated,
      confirmQuestion: m.deleteConfirm,
      empty: m.emptyList,
      addTitle: m.add,
      editTitle: 'Edit Pengumuman',
    },
    rowLabel: '{title}',
  },
});
