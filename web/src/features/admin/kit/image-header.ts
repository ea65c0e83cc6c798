/** What the first bytes of a picture say: its format and, where cheap to read, its size. */
export interface ImageHeader {
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | 'tiff';
  width?: number;
  height?: number;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** JPEG: the first start-of-frame marker carries height and width. */
function jpegSize(bytes: Uint8Array, view: DataView): Pick<ImageHeader, 'width' | 'height'> {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return {};
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) headers. */
function webpSize(bytes: Uint8Array, view: DataView): Pick<ImageHeader, 'width' | 'height'> {
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') {
    const read24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
    return { width: read24(24) + 1, height: read24(27) + 1 };
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return {};
}

/** Reads a picture's format from its bytes (never its name); null when it is no picture we take. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG' && bytes.length >= 24) {
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { format: 'jpeg', ...jpegSize(bytes, view) };
  if (ascii(bytes, 0, 4) === 'GIF8')
    return { format: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { format: 'webp', ...webpSize(bytes, view) };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { format: 'avif' };
    if (['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(brand)) return { format: 'heic' };
  }
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return { format: 'tiff' };
  return null;
}
