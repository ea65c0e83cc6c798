import { z } from 'zod';

/** One photo of an album, in the album's order (the spec's tempSubsgaleri shape). */
export interface AlbumPhoto {
  id: number;
  image: string;
}

/** An album holds any number of photos; this many keeps one album's page and answer reasonable. */
export const ALBUM_MAX_PHOTOS = 500;

/**
 * Albums whose photos are added, ordered and removed one by one (POST, PUT …/order and DELETE on
 * `{path}/{id}/photos`): the gallery's list sits beside gambarGaleri and gambarGaleri2 (its first
 * two photos), the exclusive album's is the spec's tempSubsgaleri (its first photo the thumbnail).
 */
export const ALBUMS = {
  galeris: { path: '/galeris', list: 'gambarAlbum', minPhotos: 1 },
  subsgaleri: { path: '/subsgaleri', list: 'tempSubsgaleri', minPhotos: 0 },
} as const;
export type AlbumName = keyof typeof ALBUMS;

/** The multipart field of POST {path}/{id}/photos (one or more files). */
export const ALBUM_UPLOAD_FIELD = 'photo';

export const albumMessages = {
  title: 'Foto Album',
  manage: 'Kelola Foto',
  count: (n: number) => `${n} foto`,
  added: 'Foto ditambahkan',
  removed: 'Foto dihapus',
  reordered: 'Urutan foto disimpan',
  full: `Album sudah berisi ${ALBUM_MAX_PHOTOS} foto`,
  orderMismatch: 'Urutan harus memuat setiap foto album tepat satu kali',
  photoNotFound: 'Foto tidak ditemukan',
  choose: 'Pilih foto (boleh banyak sekaligus)',
  uploading: (name: string) => `Mengunggah ${name}`,
  failed: (name: string, reason: string) => `${name}: ${reason}`,
  empty: 'Album ini belum berisi foto.',
  photoLabel: (n: number, total: number) => `Foto ${n} dari ${total}`,
  first: 'Utama',
  moveEarlier: 'Geser ke depan',
  moveLater: 'Geser ke belakang',
  remove: 'Hapus',
  removeQuestion: 'Hapus foto ini dari album?',
  dragHint:
    'Seret foto untuk mengubah urutan, atau gunakan tombol geser. Dengan keyboard: fokus pada pegangan, tekan spasi, pindahkan dengan panah, lalu spasi lagi.',
  back: 'Kembali ke daftar album',
} as const;

/** PUT {path}/{id}/photos/order: every photo id of the album, in the new order. */
export const albumOrderBody = z.object({
  order: z.array(z.number().int().positive()).min(1).max(ALBUM_MAX_PHOTOS),
});
