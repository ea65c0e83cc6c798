import { adminMessages, subsMessages } from '@teater/contract';
import { subsVideosApi } from '../../subs/subs-api';
import { adminScreen } from '../kit';

/** /managesubvideo: exclusive videos; added on their own page, edited in a dialog. */
export default adminScreen({
  title: 'Manage Video Subscriber',
  resource: subsVideosApi,
  columns: (c) => [
    c.image('photo_url', 'Thumbnail', (row) => `Thumbnail ${row.title}`),
    c.text('title', 'Judul'),
    c.text('sutradara', 'Sutradara'),
    c.custom('Video', (row) =>
      row.video_url ? (
        <a href={row.video_url} target="_blank" rel="noopener" className="text-brand-700 underline">
          {adminMessages.openFile}
        </a>
      ) : (
        subsMessages.videoUnavailable
      ),
    ),
  ],
  add: { label: 'Tambah Video', route: '/managesubvideo/addsubvideo' },
  form: { fields: ['title', 'sutradara', 'summary', 'description', 'isi_naskah', 'photo_url', 'video_url'] },
  texts: {
    created: subsMessages.videoAdded,
    updated: subsMessages.videoUpdated,
    saveFailed: 'Failed to save video',
    deleteFailed: 'Failed to delete video',
    confirmQuestion: subsMessages.deleteQuestion,
    empty: 'No videos found',
  },
});
