/** The content type of a stored object, from its extension (the upload pipeline chose it from the bytes). */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const contentTypeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
