/** Reserved seating: venue plans, a show's seat map, choosing and holding seats (Indonesian, the source). */
export const seating = {
  planNotFound: 'Denah tempat tidak ditemukan',
  showNotSeated: 'Pertunjukan ini tidak memakai denah kursi',
  showSeated: 'Pertunjukan ini memakai denah kursi: pilih kursi Anda di denah',
  seatTaken: 'Kursi yang Anda pilih baru saja diambil pembeli lain. Silakan pilih kursi lain.',
  seatUnknown: 'Kursi tidak ditemukan di denah pertunjukan ini',
  seatBlocked: 'Kursi ini tidak dijual',
  noAdjacent: (count: number) => `Tidak ada ${count} kursi bersebelahan yang tersedia`,
  duplicateSeat: 'Kursi yang sama dipilih dua kali',
  duplicateSection: (name: string) => `Nama bagian ${name} dipakai dua kali`,
  duplicateRow: (section: string, row: string) => `Baris ${row} di bagian ${section} ada dua kali`,
  duplicateNumber: (section: string, row: string, number: string) =>
    `Kursi ${number} baris ${row} bagian ${section} ada dua kali`,
  markUnknown: (section: string, row: string, number: string) =>
    `Kursi ${number} baris ${row} bagian ${section} tidak ada di denah`,
  companionUnknown: (section: string, row: string, number: string) =>
    `Kursi pendamping ${number} baris ${row} bagian ${section} tidak ada di denah`,
  tooManySeats: (max: number) => `Denah paling banyak ${max} kursi`,
  seatOutsideZones: (count: number) => `${count} kursi belum masuk zona harga mana pun`,
  zoneNotOfShow: 'Zona harga harus kategori tiket pertunjukan ini',
  showHasOrders: 'Pertunjukan ini sudah punya pesanan: denahnya tidak dapat diganti',
  blockReasonRequired: 'Alasan wajib diisi',
  notBlockable: 'Kursi yang sudah dipesan atau sudah ditahan tidak dapat ditahan',
  notBlocked: 'Kursi ini tidak sedang ditahan',
  planSaved: 'Denah disimpan',
  showSeatingSaved: 'Denah pertunjukan disimpan',
  seatsBlocked: 'Kursi ditahan',
  seatsReleased: 'Kursi kembali dijual',
  copyName: (name: string) => `${name} (salinan)`,
  kind: { seat: 'Kursi', wheelchair: 'Kursi roda', companion: 'Pendamping' },
  state: { free: 'Tersedia', taken: 'Terisi', blocked: 'Tidak dijual', mine: 'Pilihan Anda' },
  seatName: (section: string, row: string, number: string) => `${section}, baris ${row}, kursi ${number}`,
};
export type SeatingTexts = typeof seating;
