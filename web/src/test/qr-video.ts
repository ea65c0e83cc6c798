import fs from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * Writes a short Y4M video (what Chromium's fake camera plays, `--use-file-for-fake-video-capture`)
 * showing `text` as a QR code, black on white, drawn module by module: the camera path then reads a
 * QR code we drew, through the app's own decoder.
 */
export function writeQrVideo(file: string, text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules + 8));
  const left = Math.floor((WIDTH - modules * scale) / 2);
  const top = Math.floor((HEIGHT - modules * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
