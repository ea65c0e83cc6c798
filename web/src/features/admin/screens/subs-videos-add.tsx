import { subsMessages } from '@teater/contract';
import { subsVideosApi } from '../../subs/subs-api';
import { addScreen } from '../kit';

export default addScreen({
  title: 'Tambah Video Subscriber',
  resource: subsVideosApi,
  list: { route: '/managesubvideo', label: 'Manage Video Subscriber' },
  form: { fields: ['title', 'sutradara', 'summary', 'description', 'isi_naskah', 'photo_url', 'video_url'] },
  texts: { success: subsMessages.videoAdded, failure: 'Failed to save video' },
  afterSuccess: 'list',
});
