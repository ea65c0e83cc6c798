import { f } from '../fields.js';
import { donationMessages as d } from '../messages/donations.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/**
 * Donation campaigns (/managekampanye, issue 46): a goal in rupiah toward which gifts are counted
 * between its start and end, with its story and picture in both languages and the amounts its
 * page suggests. What was given is counted by api/src/donations from the gifts, never stored here.
 */
export const kampanyes = defineResource({
  name: 'kampanyes',
  path: '/kampanyes',
  label: 'Kampanye',
  fields: {
    judul: f.text(d.title, { required: true, translatable: true, max: 120 }),
    cerita: f.textarea(d.story, { required: true, translatable: true }),
    gambar: f.image(d.picture),
    target: f.number(d.goal, { required: true, min: 10_000, max: 2_000_000_000, format: 'rupiah' }),
    mulai: f.datetime(d.startsAt, { required: true }),
    selesai: f.datetime(d.endsAt, { required: true }),
    nominal_saran: f.text(d.suggested, { hint: d.suggestedHint, max: 200 }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'multipart',
  list: { search: ['judul'], sort: { fields: ['mulai', 'selesai', 'judul'], default: '-mulai' } },
  routes: { detail: '/kampanye/:id', admin: '/managekampanye' },
  menus: [adminMenu('shop', d.campaign, 61)],
  pages: { detail: { preview: { title: 'judul', description: 'cerita', image: ['gambar'] } } },
  admin: {
    title: d.manageTitle,
    rowLabel: '{judul}',
    columns: [
      column.image('gambar', d.picture, '{judul}'),
      column.text('judul', d.title),
      column.rupiah('target', d.goal),
      column.dateTime('mulai', d.startsAt),
      column.dateTime('selesai', d.endsAt),
    ],
    add: { label: d.add, dialog: true },
    texts: {
      created: d.created,
      updated: d.updated,
      confirmQuestion: d.deleteConfirm,
      empty: d.empty,
      addTitle: d.add,
      editTitle: d.editTitle,
    },
  },
  texts: { heading: d.campaign, notFound: d.campaignNotFound },
});
