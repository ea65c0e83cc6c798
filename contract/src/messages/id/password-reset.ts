/** /lupa-password and /reset-password (apart from the schema module: island pages load texts, never zod) */
export const passwordReset = {
  forgotTitle: 'Lupa Password',
  forgotIntro: 'Tulis email akunmu. Kami akan mengirim tautan untuk mengatur ulang password.',
  send: 'Kirim tautan',
  sending: 'Mengirim...',
  /** the same answer whether or not the account exists */
  sent: 'Jika email tersebut terdaftar, kami sudah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk dan folder spam.',
  resetTitle: 'Atur Ulang Password',
  resetIntro: 'Buat password baru untuk akunmu.',
  newPassword: 'Password baru',
  confirmPassword: 'Ulangi password baru',
  mismatch: 'Kedua password tidak sama',
  save: 'Simpan password',
  saving: 'Menyimpan...',
  done: 'Password berhasil diubah. Silakan login dengan password baru.',
  invalidLink: 'Tautan tidak berlaku atau sudah kedaluwarsa. Minta tautan baru.',
  validLink: 'Tautan masih berlaku.',
  checking: 'Memeriksa tautan...',
  missingToken: 'Tautan tidak lengkap. Buka tautan dari email, atau minta tautan baru.',
  backToLogin: 'Kembali ke login',
  requestAgain: 'Minta tautan baru',
} as const;

export type PasswordResetTexts = typeof passwordReset;
