import { f } from '../fields.js';
import { subsMessages } from '../messages/subs.js';
import { defineResource } from '../resource.js';
import { column } from '../resource-admin.js';
import { adminMenu } from '../site/links.js';

/** Exclusive videos (/subs/kontenvideosubscribers, /managesubvideo): subscribers and admins only. */
export const subsvideos = defineResource({
  name: 'subsvideos',
  path: '/subsvideos',
  label: 'Video Eksklusif',
  fields: {
    title: f.text('Judul', { required: true }),
    sutradara: f.text('Sutradara'),
    summary: f.textarea('Ringkasan', { max: 1000 }),
    description: f.textarea('Deskripsi'),
    isi_naskah: f.textarea('Isi Naskah'),
    photo_url: f.image('Thumbnail'),
    video_url: f.video('Video', { input: 'video' }),
  },
  access: { read: 'subscriber', write: 'admin' },
  body: 'multipart',
  list: { search: ['title', 'sutradara'], sort: { fields: ['createdAt', 'title'], default: '-createdAt' } },
  exclusive: true,
  routes: {
    list: '/subs/kontenvideosubscribers',
    detail: '/subs/kontenvideosubscribers/:id',
    admin: '/managesubvideo',
    adminAdd: '/managesubvideo/addsubvideo',
  },
  menus: [adminMenu('subs', 'Video Subscriber', 10)],
  admin: {
    title: 'Manage Video Subscriber',
    rowLabel: '{title}',
    columns: [
      column.image('photo_url', 'Thumbnail', 'Thumbnail {title}'),
      column.text('title', 'Judul'),
      column.text('sutradara', 'Sutradara'),
      column.file('video_url', 'Video', subsMessages.videoUnavailable),
    ],
    add: { label: 'Tambah Video' },
    addPage: {
      title: 'Tambah Video Subscriber',
      texts: { success: 'Data video berhasil ditambahkan', failure: 'Failed to save video' },
      afterSuccess: 'list',
    },
    texts: {
      created: 'Data video berhasil ditambahkan',
      updated: 'Data video berhasil diubah',
      saveFailed: 'Failed to save video',
      deleteFailed: 'Failed to delete video',
      confirmQuestion: subsMessages.deleteQuestion,
      empty: 'No videos found',
    },
  },
});
