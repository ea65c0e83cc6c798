import { type MoneyFigures, financeMessages as m, type SalesReport } from '@teater/contract';

const money = (f: MoneyFigures) => [f.count, f.gross, f.vouchers, f.refunds, f.fees, f.tax, f.net];

/** The report's CSV header: which table a line belongs to, its label, then the money columns. */
export const reportCsvHeaders = () => [m.byKind, m.kind, m.count, m.gross, m.vouchers, m.refunds, m.fees, m.tax, m.net];

/**
 * Every table of the report, one CSV line per table line (a report is a few hundred lines: made at
 * once, sent through the same streamed writer as every export). Ticket counts go in the money
 * columns' places under their own labels.
 */
export async function* reportCsvRows(report: SalesReport) {
  yield [m.totals, m.total, ...money(report.totals)];
  for (const l of report.byChannel) yield [m.byChannel, `${l.channel} ${l.method}`, ...money(l)];
  for (const l of report.byKind) yield [m.byKind, l.kind, ...money(l)];
  for (const l of report.shows) yield [m.shows, l.show, ...money(l)];
  for (const l of report.tickets) {
    yield [
      m.tickets,
      `${l.show} · ${l.category}`,
      `${m.sold} ${l.sold}`,
      `${m.complimentary} ${l.complimentary}`,
      `${m.refunded} ${l.refunded}`,
      `${m.checkedIn} ${l.checkedIn}`,
    ];
  }
  const s = report.subscriptions;
  yield [m.subscriptions, `${m.newSubs} ${s.new} / ${m.renewed} ${s.renewed} / ${m.lapsed} ${s.lapsed}`, ...money(s)];
  for (const l of report.donations) yield [m.donations, l.campaign, ...money(l)];
  for (const l of report.days) yield [m.perDay, l.day, ...money(l)];
}
