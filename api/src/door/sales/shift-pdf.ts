import { type DoorShift, formatDateTime, formatRupiah, doorSalesMessages as m } from '@teater/contract';
import { newPdf } from '../../core/pdf.js';

const PAGE = { size: 'A5', margin: 36 } as const;

/** The report's rows: label and amount, as the till's screen shows them; the count and difference once closed. */
const figuresOf = (shift: DoorShift): [string, string][] => [
  [m.floatLabel, formatRupiah(shift.float)],
  [m.cashSales, formatRupiah(shift.cashSales)],
  [`${m.refunds} (${shift.refunds})`, formatRupiah(-shift.cashRefunds)],
  [m.expected, formatRupiah(shift.expected)],
  [m.countedLabel, shift.counted === null ? '-' : formatRupiah(shift.counted)],
  [m.difference, shift.difference === null ? '-' : formatRupiah(shift.difference)],
  [m.voids, String(shift.voids)],
];

const when = (iso: string | null) => (iso ? `${formatDateTime(new Date(iso))} WIB` : '-');

/**
 * A till shift's report as a PDF (issue 44), with the e-tickets' machinery (pdfkit, loaded on the
 * first PDF): who kept it on which device, when, the cash figures and the difference, and the
 * sales by category and method. One page; streamed as it is drawn.
 */
export async function shiftPdf(siteName: string, show: string, shift: DoorShift): Promise<PDFKit.PDFDocument> {
  const doc = await newPdf({ ...PAGE, info: { Title: `${m.reportTitle} ${shift.id}`, Author: siteName } });
  const width = doc.page.width - PAGE.margin * 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#7f1d1d').text(siteName.toUpperCase(), { width });
  doc.moveDown(0.3).fontSize(15).fillColor('#1c1917').text(`${m.reportTitle} #${shift.id}`, { width });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .text(show, { width })
    .text(`${m.staff}: ${shift.staff} · ${m.device}: ${shift.device}`, { width })
    .text(`${m.openedAt}: ${when(shift.openedAt)} · ${m.closeTitle}: ${when(shift.closedAt)}`, { width })
    .moveDown(0.6);
  for (const [label, value] of figuresOf(shift)) {
    const y = doc.y;
    doc.font('Helvetica').text(label, PAGE.margin, y, { width: width * 0.6 });
    doc.font('Helvetica-Bold').text(value, PAGE.margin + width * 0.6, y, { width: width * 0.4, align: 'right' });
  }
  doc.moveDown(0.6).font('Helvetica-Bold').text(m.shiftLines, PAGE.margin, doc.y, { width });
  for (const line of shift.lines) {
    const method = line.method === 'cash' ? m.cash : m.qris;
    doc
      .font('Helvetica')
      .text(`${line.category} · ${method}: ${line.tickets} · ${formatRupiah(line.amount)}`, { width });
  }
  doc.end();
  return doc;
}
