/** login, register and account pages */
export const authPages = {
  noAccount: 'Belum punya akun? Buat disini.',
  haveAccount: 'Sudah punya akun? Login disini.',
  registerButton: 'Register Account',
  passwordHint: 'Please choose a password.',
  forgotPassword: 'Forgot Password?',
  /** on the login form a new member lands on, their e-mail filled in */
  registeredAs: (email: string) => `Akun berhasil dibuat, silakan login. Akun Anda: ${email}`,
  // the card around login and register
  quote: '“Panggung adalah ruang bertemu: pemain, penonton, dan cerita.”',
  loginTitle: 'Login',
  loginSubtitle: 'Masuk untuk membeli tiket, berlangganan, dan melihat riwayat Anda.',
  loginButton: 'Login',
  registerTitle: 'Register',
  registerSubtitle: 'Buat akun untuk berlangganan konten eksklusif dan memesan tiket pertunjukan.',
  name: 'Nama',
  privacyLink: 'Baca Kebijakan Privasi',
  // /account
  accountTitle: 'Akun Saya',
  accountCrumb: 'Akun',
  role: 'Role:',
  subscribeNow: 'Berlangganan sekarang',
  profileTitle: 'Profil',
  profileIntro: 'Nama dan email yang dipakai untuk akun Anda.',
  save: 'Save',
  passwordTitle: 'Ubah Password',
  passwordIntro: 'Masukkan password lama Anda, lalu password baru. Sesi di perangkat lain akan diakhiri.',
  currentPassword: 'Password lama',
  newPassword: 'Password baru',
  change: 'Change',
  consentTitle: 'Persetujuan',
  consentIntro: 'Apa yang Anda setujui, dan kabar lewat email yang bisa Anda hentikan kapan saja.',
  dataTitle: 'Data saya',
  dataIntro: 'Salinan semua data yang kami simpan tentang Anda, dapat dibaca mesin.',
  deleteTitle: 'Hapus akun',
  deleteIntro: 'Penghapusan tidak dapat dibatalkan.',
} as const;

export type AuthPageTexts = typeof authPages;
