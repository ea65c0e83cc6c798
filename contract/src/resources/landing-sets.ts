import { f } from '../fields.js';
import { defineResource } from '../resource.js';
import { type AdminDef, column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';
import { landingAdminTexts } from './landing-sections.js';

/**
 * A landing image set: a fixed key and three pictures (URLs from POST /image). The key is set
 * when adding, shown in the table, never edited; deleting asks the browser to confirm.
 */
function setAdmin<const S extends string>(title: string, noun: string, slots: readonly [S, S, S]): AdminDef<S | 'key'> {
  return {
    title,
    columns: [
      column.text('key', 'Key'),
      ...slots.map((slot, i) => column.image(slot, `Foto ${i + 1}`, `Foto ${i + 1} {key}`)),
    ],
    add: { label: `Tambah ${noun}`, dialog: true },
    editForm: { fields: slots },
    rowLabel: '{key}',
    browserConfirm: true,
    texts: landingAdminTexts(noun),
  };
}

const key = f.text('Key', { required: true, immutable: true });

/** The landing hero's set; the key `teater1` selects the one the landing page shows. */
export const landingpageimages = defineResource({
  name: 'landingpageimages',
  path: '/landingpageimages',
  label: 'Landing Page Images',
  fields: {
    key,
    photocaroselsatu: f.imageUrl('Foto 1', { required: true }),
    photocaroseldua: f.imageUrl('Foto 2', { required: true }),
    photocaroseltiga: f.imageUrl('Foto 3', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  routes: { admin: '/admin/managesectionbanner' },
  menus: [adminMenu('landing', 'Section Banner', 30)],
  admin: setAdmin('Manage Landing Page Images', 'Set Gambar', [
    'photocaroselsatu',
    'photocaroseldua',
    'photocaroseltiga',
  ]),
});

/** The landing gallery's set (key galeriteater1). */
export const lpgaleris = defineResource({
  name: 'lpgaleris',
  path: '/lpgaleris',
  label: 'Landing Gallery',
  fields: {
    key,
    photogalerilsatu: f.imageUrl('Foto 1', { required: true }),
    photogaleridua: f.imageUrl('Foto 2', { required: true }),
    photogaleritiga: f.imageUrl('Foto 3', { required: true }),
  },
  access: { read: 'public', write: 'admin' },
  body: 'json',
  routes: { admin: '/admin/managesectiongaleri' },
  menus: [adminMenu('landing', 'Section Galeri', 40)],
  admin: setAdmin('Landing Gallery Section', 'Set Galeri', ['photogalerilsatu', 'photogaleridua', 'photogaleritiga']),
});
