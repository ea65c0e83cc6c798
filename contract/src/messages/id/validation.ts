/** User-visible texts: validation. Quoted texts of the spec are verbatim. */
export const validation = {
  required: 'Wajib diisi',
  url: 'Alamat harus diawali https:// atau http://',
  number: 'Harus berupa angka',
  integer: 'Harus bilangan bulat',
  boolean: 'Harus ya atau tidak',
  date: 'Tanggal tidak valid',
  option: 'Pilihan tidak valid',
  email: 'Format email tidak valid',
  min: (n: number) => `Minimal ${n}`,
  max: (n: number) => `Maksimal ${n}`,
  maxLength: (n: number) => `Maksimal ${n} karakter`,
  password: 'Password minimal 8 karakter',
  invalid: 'Data yang dikirim tidak valid',
  malformedJson: 'Format JSON tidak valid',
  invalidId: 'ID tidak valid',
  immutable: 'Tidak dapat diubah',
  badCharacters: 'Berisi karakter yang tidak diizinkan',
  malformedUpload: 'Unggahan tidak lengkap atau rusak; coba kirim lagi',
} as const;

export type ValidationTexts = typeof validation;
