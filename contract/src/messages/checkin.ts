/** User-visible texts: checkin. Quoted texts of the spec are verbatim. */
export const checkinMessages = {
  title: 'Check-in Penonton',
  intro: 'Ketik kode tiket atau pindai kode QR dengan kamera.',
  code: 'Kode Tiket',
  submit: 'Periksa',
  scan: 'Pindai dengan kamera',
  stopScan: 'Hentikan kamera',
  scanUnsupported: 'Browser ini tidak dapat memindai kode QR; ketik kodenya.',
  cameraDenied: 'Kamera tidak dapat dibuka',
  valid: 'Tiket valid: silakan masuk',
  used: 'Tiket sudah digunakan',
  unknown: 'Kode tiket tidak dikenal',
  usedAt: (time: string) => `Digunakan pada ${time}`,
} as const;
