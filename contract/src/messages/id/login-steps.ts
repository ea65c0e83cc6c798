/**
 * User-visible texts of the login page beside its form: the forgotten password link, the passkey,
 * the second step (security.ts and password-reset.ts have the rest, read on other pages).
 */
export const loginSteps = {
  forgotPasswordLink: 'Lupa password?',
  enrolNow:
    'Demi keamanan, akun admin wajib memakai faktor kedua (aplikasi autentikator atau passkey) sebelum membuka halaman admin.',
  passkeyCancelled: 'Passkey dibatalkan atau tidak tersedia di perangkat ini',
  secondStepTitle: 'Verifikasi dua langkah',
  loadingStep: 'Memuat langkah kedua ...',
  secondStepIntro: 'Masukkan kode 6 angka dari aplikasi autentikator, atau salah satu kode pemulihan.',
  loginWithPasskey: 'Masuk dengan passkey',
  or: 'atau',
} as const;

export type LoginStepTexts = typeof loginSteps;
