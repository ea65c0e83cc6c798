import { type FileKind, IMAGE_MAX_PIXELS, mediaMessages, UPLOAD_LIMITS } from '@teater/contract';
import { type ImageHeader, readImageHeader } from './image-header';

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'wmv'];
const DOCUMENT_EXTENSIONS = ['pdf', 'docx'];
/** Enough of a file to find a JPEG's frame header behind its EXIF block. */
const HEADER_BYTES = 256 * 1024;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
/** The size refusal per kind, read when a file is refused (in the current language). */
const tooLarge = (kind: FileKind): string =>
  ({
    image: mediaMessages.imageTooLarge,
    video: mediaMessages.videoTooLarge,
    document: mediaMessages.documentTooLarge,
  })[kind];

/** Formats a browser can show in an <img>: the others get their name as a preview, never a broken picture. */
export const shownByBrowsers = (header: ImageHeader | null) =>
  header !== null && ['jpeg', 'png', 'gif', 'webp', 'avif'].includes(header.format);

export async function readHeader(file: Blob): Promise<ImageHeader | null> {
  return readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
}

/**
 * Why a chosen file would be refused, before a byte is uploaded (the server checks again): the
 * type (an image by its bytes, a video or document by its name), the size, and a picture's pixels
 * when its header tells them. Null when it may go.
 */
export async function fileProblem(file: File, kind: FileKind, wrongType?: string): Promise<string | null> {
  if (kind === 'image') {
    const header = await readHeader(file);
    if (!header) return wrongType ?? mediaMessages.notAnImage;
    if (file.size > UPLOAD_LIMITS.image) return tooLarge('image');
    if (header.width && header.height && header.width * header.height > IMAGE_MAX_PIXELS) {
      return mediaMessages.imageTooManyPixels(Math.round(IMAGE_MAX_PIXELS / 1_000_000));
    }
    return null;
  }
  const allowed = kind === 'video' ? VIDEO_EXTENSIONS : DOCUMENT_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.name))) {
    return wrongType ?? (kind === 'video' ? mediaMessages.videoOnly : mediaMessages.documentOnly);
  }
  return file.size > UPLOAD_LIMITS[kind] ? tooLarge(kind) : null;
}

/** The chosen files split into those that may go and one line per refused file. */
export async function checkFiles(files: File[], kind: FileKind, wrongType?: string) {
  const problems = await Promise.all(files.map((file) => fileProblem(file, kind, wrongType)));
  return {
    accepted: files.filter((_, i) => !problems[i]),
    refused: files.flatMap((file, i) => (problems[i] ? [`${file.name}: ${problems[i]}`] : [])),
  };
}
