import { ALBUM_MAX_PHOTOS } from '../../albums.js';
import type { English } from '../../i18n/localized.js';
import type { AlbumTexts } from '../id/albums.js';

export const albumsEnglish: English<AlbumTexts> = {
  title: 'Album photos',
  manage: 'Manage photos',
  count: (n) => (n === 1 ? '1 photo' : `${n} photos`),
  added: 'Photo added',
  removed: 'Photo removed',
  reordered: 'Photo order saved',
  full: `The album already holds ${ALBUM_MAX_PHOTOS} photos`,
  orderMismatch: 'The order must list every photo of the album exactly once',
  photoNotFound: 'Photo not found',
  choose: 'Choose photos (several at once is fine)',
  uploading: (name) => `Uploading ${name}`,
  failed: (name, reason) => `${name}: ${reason}`,
  empty: 'This album has no photos yet.',
  photoLabel: (n, total) => `Photo ${n} of ${total}`,
  first: 'Main',
  moveEarlier: 'Move earlier',
  moveLater: 'Move later',
  remove: 'Remove',
  removeQuestion: 'Remove this photo from the album?',
  dragHint:
    'Drag the photos to change their order, or use the move buttons. With a keyboard: focus a handle, press space, move it with the arrow keys, then press space again.',
  back: 'Back to the album list',
  dragStart: (n) => `Photo ${n} picked up.`,
  dragOver: (n) => `In place ${n}.`,
  dragOutside: 'Outside the list.',
  dragEnd: (n) => `Dropped in place ${n}.`,
  dragReturned: 'Put back.',
  dragCancel: 'Move cancelled.',
  dragHandle: (label) => `${label}: drag to move`,
};
