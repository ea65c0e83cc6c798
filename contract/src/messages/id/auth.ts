/** User-visible texts: auth. Quoted texts of the spec are verbatim. */
export const auth = {
  badCredentials: 'Email atau password salah',
  emailTaken: 'Email sudah terdaftar',
  wrongCurrentPassword: 'Password lama salah',
  loginRequired: 'Anda harus login terlebih dahulu',
  /** ordering tickets without a login (spec 5 names both texts; the other is for everything else) */
  loginToOrder: 'Silahkan login terlebih dahulu',
  subscriptionExpired: 'Masa berlangganan kamu sudah habis!',
  /** a member who never subscribed (nothing has expired) */
  subscriptionRequired: 'Konten ini khusus pelanggan Sahabat. Silakan berlangganan terlebih dahulu.',
  ownRecordOnly: 'Anda hanya dapat mengubah akun sendiri',
  adminOnlySuperadmin: 'Hanya superadmin yang dapat mengelola akun admin',
  lastSuperadmin: 'Superadmin terakhir tidak dapat dihapus',
  passwordChanged: 'Password berhasil diubah',
  profileUpdated: 'Berhasil update profile',
  loggedOut: 'Berhasil logout',
  registered: 'Akun berhasil dibuat, silakan login',
} as const;

export type AuthTexts = typeof auth;
