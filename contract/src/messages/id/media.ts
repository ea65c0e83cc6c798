/** User-visible texts: media. Quoted texts of the spec are verbatim. */
export const media = {
  imageOnly: 'Please upload only image files',
  imageTooLarge: 'Ukuran gambar maksimal 10 MB',
  /** a picture with more pixels than IMAGE_MAX_PIXELS, whatever its file size */
  imageTooManyPixels: (megapixels: number) => `Gambar terlalu besar: maksimal ${megapixels} megapiksel`,
  videoTooLarge: 'Ukuran video maksimal 100MB',
  videoOnly: 'Video harus berformat mp4, mov, avi atau wmv',
  documentOnly: 'Berkas harus berformat pdf atau docx',
  documentTooLarge: 'Ukuran berkas maksimal 20 MB',
  required: 'Berkas wajib diunggah',
  galleryMainImage: 'Galeri harus memiliki gambar utama.',
  uploadError: 'Error uploading image',
  /** what the server answers for a file that is not an image (the spec's text above is the naskah form's, spec 5) */
  notAnImage: 'Berkas harus berupa gambar (JPG, PNG, WebP, GIF atau AVIF)',
  oneFile: 'Hanya satu berkas untuk kolom ini',
} as const;

export type MediaTexts = typeof media;
