/** The language switch in the header (the spec's "ID" button). */
export const language = {
  /** the button's face: the language shown */
  code: 'ID',
  buttonLabel: 'ID, Bahasa Indonesia: ganti bahasa',
  heading: 'Bahasa',
  current: 'Bahasa yang sedang ditampilkan',
  /** beside content written only in Indonesian on the English site; unused in Indonesian */
  untranslated: 'Belum tersedia dalam bahasa Inggris',
} as const;

export type LanguageTexts = typeof language;
