import { ALBUM_MAX_PHOTOS } from '../../albums.js';

/** An album's photo screen and its calls (decision 020). */
export const albums = {
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
  /** dnd-kit's words for screen readers, by place in the album */
  dragStart: (n: number) => `Foto ${n} diangkat.`,
  dragOver: (n: number) => `Di tempat ke-${n}.`,
  dragOutside: 'Di luar daftar.',
  dragEnd: (n: number) => `Diletakkan di tempat ke-${n}.`,
  dragReturned: 'Dikembalikan.',
  dragCancel: 'Pemindahan dibatalkan.',
  dragHandle: (label: string) => `${label}: seret untuk memindahkan`,
} as const;

export type AlbumTexts = typeof albums;
