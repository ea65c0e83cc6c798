import type PDFKitDocument from 'pdfkit';

let pdfkit: Promise<typeof PDFKitDocument> | undefined;

/**
 * A new PDF document. pdfkit (with its fonts and their decoders, about 15 MB resident) loads with
 * the first PDF asked for, not at start: e-tickets and donation receipts share this.
 */
export async function newPdf(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfkit;
  return new PDFDocument(options);
}

/** A finished document's bytes (for a mail attachment: a receipt is a page, not a stream to a browser). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
