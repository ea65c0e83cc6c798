import type { English } from '../../i18n/localized.js';
import type { MediaTexts } from '../id/media.js';

export const mediaEnglish: English<MediaTexts> = {
  imageOnly: 'Please upload only image files',
  imageTooLarge: 'Images may be at most 10 MB',
  imageTooManyPixels: (megapixels) => `The image is too large: at most ${megapixels} megapixels`,
  videoTooLarge: 'Videos may be at most 100MB',
  videoOnly: 'Videos must be mp4, mov, avi or wmv',
  documentOnly: 'Files must be pdf or docx',
  documentTooLarge: 'Files may be at most 20 MB',
  required: 'A file must be uploaded',
  galleryMainImage: 'A gallery must have a main image.',
  uploadError: 'Error uploading image',
  notAnImage: 'The file must be an image (JPG, PNG, WebP, GIF or AVIF)',
  oneFile: 'Only one file for this field',
};
