/**
 * The Indonesian messages of docs/product.md §4, word for word. Shared by the browser forms and the server
 * checks so that both always say the same thing.
 */
export const fieldMessages = {
  firstNameRequired: 'Masukkan nama depan Anda',
  lastNameRequired: 'Masukkan nama belakang Anda',
  emailRequired: 'Masukkan alamat email Anda',
  emailInvalid: 'Alamat email anda tidak valid',
  phoneRequired: 'Masukkan nomor handphone Anda',
  phoneFormat: 'Format Tidak Sesuai',
  phoneMin: 'Minimal Nomor handphone adalah 10 angka',
  newPasswordRequired: 'Masukkan Password Anda',
  newPasswordRule: 'Minimal 8 karakter, dengan kombinasi satu huruf besar, satu angka dan huruf',
  loginPasswordRequired: 'Masukkan Password ',
  passwordMismatch: 'Password tidak cocok',
} as const;

/** docs/product.md §5 texts. */
export const accessDenied = {
  title: 'An error occurred.',
  description: 'Anda tidak memiliki akses',
} as const;

export const emailVerification = {
  success: 'Email verified successfully',
  failure: 'Email verification failed',
} as const;
