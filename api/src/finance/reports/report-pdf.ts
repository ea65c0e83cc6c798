import { financeMessages as m, moneyCells, moneyHeaders, type SalesReport } from '@teater/contract';
import { newPdf } from '../../core/pdf.js';

const PAGE = { size: 'A4', margin: 36 } as const;

/** One table: a label column and the money columns, a header row first. */
function table(doc: PDFKit.PDFDocument, title: string, rows: [string, string[]][], header = moneyHeaders()) {
  const width = doc.page.width - PAGE.margin * 2;
  const label = width * 0.22;
  const column = (width - label) / header.length;
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(title, PAGE.margin, doc.y, { width });
  doc.fontSize(7.5);
  for (const [i, [name, values]] of [['', header] as [string, string[]], ...rows].entries()) {
    if (doc.y > doc.page.height - PAGE.margin * 2) doc.addPage();
    const y = doc.y + 2;
    doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(name, PAGE.margin, y, { width: label });
    values.forEach((value, j) => {
      doc.text(value, PAGE.margin + label + column * j, y, { width: column, align: 'right' });
    });
  }
}

/** The sales report as a PDF (the e-tickets' pdfkit): its period, then each table as the screen shows it. */
export async function reportPdf(siteName: string, period: string, report: SalesReport) {
  const doc = await newPdf({ ...PAGE, info: { Title: `${m.title} ${period}`, Author: siteName } });
  const width = doc.page.width - PAGE.margin * 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#7f1d1d').text(siteName.toUpperCase(), { width });
  doc.moveDown(0.3).fontSize(15).fillColor('#1c1917').text(`${m.title}: ${period}`, { width });
  table(doc, m.totals, [[m.total, moneyCells(report.totals)]]);
  table(
    doc,
    m.byChannel,
    report.byChannel.map((l) => [
      `${m.channels[l.channel as 'web'] ?? l.channel} · ${m.methods[l.method]}`,
      moneyCells(l),
    ]),
  );
  table(
    doc,
    m.byKind,
    report.byKind.map((l) => [m.kinds[l.kind as 'ticket'] ?? l.kind, moneyCells(l)]),
  );
  table(
    doc,
    m.shows,
    report.shows.map((l) => [l.show, moneyCells(l)]),
  );
  table(
    doc,
    m.tickets,
    report.tickets.map((l) => [
      `${l.show} · ${l.category}`,
      [l.sold, l.complimentary, l.refunded, l.checkedIn].map(String),
    ]),
    [m.sold, m.complimentary, m.refunded, m.checkedIn],
  );
  const s = report.subscriptions;
  table(doc, m.subscriptions, [
    [`${m.newSubs} ${s.new} · ${m.renewed} ${s.renewed} · ${m.lapsed} ${s.lapsed}`, moneyCells(s)],
  ]);
  table(
    doc,
    m.donations,
    report.donations.map((l) => [l.campaign, moneyCells(l)]),
  );
  table(
    doc,
    m.perDay,
    report.days.map((l) => [l.day, moneyCells(l)]),
  );
  doc.end();
  return doc;
}
