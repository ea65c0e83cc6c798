/** login, register and account pages */
export const authPages = {
  noAccount: 'Belum punya akun? Buat disini.',
  haveAccount: 'Sudah punya akun? Login disini.',
  registerButton: 'Register Account',
  passwordHint: 'Please choose a password.',
  forgotPassword: 'Forgot Password?',
  /** on the login form a new member lands on, their e-mail filled in */
  registeredAs: (email: string) => `Akun berhasil dibuat, silakan login. Akun Anda: ${email}`,
} as const;

export type AuthPageTexts = typeof authPages;
