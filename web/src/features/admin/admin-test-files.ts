import sharp from 'sharp';

/** A real PNG picture for upload fields (the server reads the type from the bytes). */
export async function pngFile(name: string, color = '#7f1d1d') {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
