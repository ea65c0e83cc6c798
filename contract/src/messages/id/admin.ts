/** The spec quotes the buttons' busy texts in English: both languages say them so. */
export const busyQuoted = {
  processing: 'Processing...',
  saving: 'Saving...',
  submitting: 'Submitting...',
  updating: 'Updating...',
  creating: 'Creating...',
  uploading: 'Uploading...',
};

/** The spec quotes these in English: both languages say them so. */
export const adminQuoted = {
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  update: 'Update',
  add: 'Add',
  upload: 'Upload',
  uploaded: 'Uploaded!',
};

/** User-visible texts: admin. Quoted texts of the spec are verbatim. */
export const admin = {
  table: 'Tabel data',
  superAdmin: 'Super Admin',
  backToSite: 'Kembali ke situs',
  logout: 'Logout',
  menu: 'Menu admin',
  ...adminQuoted,
  yes: 'YA',
  no: 'TIDAK',
  noData: 'Belum ada data.',
  number: 'No',
  busy: busyQuoted,
  uploadProgress: 'Progres unggahan',
  currentFile: 'Berkas saat ini',
  chosenFile: 'Berkas dipilih',
  openFile: 'Buka berkas',
  created: 'Data berhasil ditambahkan',
  updated: 'Data berhasil diubah',
  saveFailed: 'Error submitting form',
  deleteFailed: 'Error deleting record',
  confirmTitle: 'Konfirmasi Hapus',
  confirmQuestion: 'Apakah Anda yakin ingin menghapus data ini?',
  /** the delete dialog's buttons, Indonesian as its title (the spec quotes none for it) */
  confirmDelete: 'Hapus',
  confirmCancel: 'Batal',
  /** both albums' screens (the gallery's and the subscribers') */
  galleryAdded: 'Data galeri berhasil ditambahkan',
  galleryUpdated: 'Data galeri berhasil diubah',
  programAdded: 'Program berhasil ditambahkan',
  programAddFailed: 'Gagal menambahkan program',
  countUnavailable: 'Tidak tersedia',
  accountAdded: 'Akun berhasil ditambahkan',
  accountUpdated: 'Akun berhasil diubah',
  accountDeleteQuestion: 'Apakah Anda yakin ingin menghapus akun ini?',
  avatarUpdated: 'Foto profil berhasil diubah',
  // the admin layout and kit
  skipToContent: 'Lewati ke konten',
  openMenu: 'Menu',
  closeMenu: 'Tutup',
  close: 'Tutup',
  dismissMessage: 'Tutup pesan',
  uploads: 'Unggahan',
  chooseOption: '-- Pilih --',
  editTitle: (label: string) => `Edit ${label}`,
  addTitle: (label: string) => `Tambah ${label}`,
  published: 'Terbit',
  // the accounts and the admin's own profile (ad hoc forms, not resource definitions)
  accounts: {
    label: 'Akun',
    list: 'Daftar akun',
    add: 'Tambah Akun',
    edit: 'Edit Akun',
    manage: 'Manage Accounts',
    email: 'Email',
    name: 'Nama',
    password: 'Password',
    role: 'Role',
    subscription: 'Subscription',
    subscriptionTime: 'Subscription Time',
  },
  profile: {
    title: 'Profil Admin',
    data: 'Data Akun',
    username: 'Username',
    avatar: 'Foto Profil',
    changePassword: 'Ubah Password',
    currentPassword: 'Password Lama',
    newPassword: 'Password Baru',
    change: 'Change',
  },
} as const;

export type AdminTexts = typeof admin;
