/** login, register and account pages */
export const authPageMessages = {
  noAccount: 'Belum punya akun? Buat disini.',
  haveAccount: 'Sudah punya akun? Login disini.',
  registerButton: 'Register Account',
  passwordHint: 'Please choose a password.',
  forgotPassword: 'Forgot Password?',
} as const;
