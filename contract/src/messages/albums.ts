import { localized } from '../i18n/localized.js';
import { albumsEnglish } from './en/albums.js';
import { albums } from './id/albums.js';

/** An album's photo screen and its calls (decision 020); Indonesian in id/, English in en/. */
export const albumMessages = localized('albums', albums, albumsEnglish);
