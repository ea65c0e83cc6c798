import QRCode from 'qrcode';

/**
 * A ticket's QR (its signed payload, decision 025) as an SVG data URL: one dark run per path
 * segment, sharp at any size. Made where the page is rendered (the server, or the app), so the
 * seat tickets' island carries no QR library.
 */
export function qrSvgSrc(code: string): string {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const margin = 1;
  const size = modules.size + margin * 2;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
