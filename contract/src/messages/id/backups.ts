/** Backups: the dashboard's line about them, the download, and the command line's answers. */
export const backups = {
  notScheduled: 'Cadangan terjadwal belum diatur (BACKUP_DIR): buat cadangan dengan npm run backup.',
  scheduledNone: 'Cadangan terjadwal aktif; belum ada cadangan.',
  last: (when: string, mb: string, keep: number) =>
    `Cadangan terakhir: ${when} WIB (${mb} MB, disimpan ${keep} terakhir).`,
  lastFailed: (error: string) => `Cadangan terakhir gagal: ${error}`,
  download: 'Unduh cadangan sekarang',
  downloadHint: 'Basis data dan semua media, saat ini juga; situs tetap melayani selama cadangan dibuat.',
  busy: 'Cadangan lain sedang dibuat: coba lagi sebentar lagi.',
} as const;

export type BackupTexts = typeof backups;
