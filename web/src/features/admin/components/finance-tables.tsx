import { financeMessages as m, moneyCells, moneyHeaders, type SalesReport } from '@teater/contract';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';

/** One table of the report: a caption (its accessible name), a label column, its cells; a total row when given. */
function ReportTable({
  caption,
  label,
  headers,
  rows,
  total,
}: {
  caption: string;
  label: string;
  headers: string[];
  rows: [string, string[]][];
  total?: string[];
}) {
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <ScrollRegion label={caption} className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-base">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 text-stone-600">
            <th scope="col" className="px-2 py-1 text-left">
              {label}
            </th>
            {headers.map((h) => (
              <th key={h} scope="col" className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, values]) => (
            <tr key={name} className="border-b border-stone-100">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {name}
              </th>
              {values.map((value, i) => (
                <td key={headers[i]} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-1 text-left">
                {m.total}
              </th>
              {total.map((value, i) => (
                <td key={headers[i]} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}

const Section = ({ children }: { children: ReactNode }) => (
  <section className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">{children}</section>
);

const channelName = (channel: string) => m.channels[channel as keyof typeof m.channels] ?? channel;
const kindName = (kind: string) => m.kinds[kind as keyof typeof m.kinds] ?? kind;

/** Every table of a sales report, each with its caption: by channel and method, kind, show and category, subscriptions, gifts. */
export function FinanceTables({ report }: { report: SalesReport }) {
  const total = moneyCells(report.totals);
  const s = report.subscriptions;
  return (
    // one column of minmax(0, 1fr): a wide table scrolls in its own box on a phone, the page never sideways
    <div className="grid grid-cols-1 gap-4">
      <Section>
        <ReportTable
          caption={m.byChannel}
          label={`${m.channel} · ${m.method}`}
          headers={moneyHeaders()}
          rows={report.byChannel.map((l) => [`${channelName(l.channel)} · ${m.methods[l.method]}`, moneyCells(l)])}
          total={total}
        />
      </Section>
      <Section>
        <ReportTable
          caption={m.byKind}
          label={m.kind}
          headers={moneyHeaders()}
          rows={report.byKind.map((l) => [kindName(l.kind), moneyCells(l)])}
          total={total}
        />
      </Section>
      <Section>
        <ReportTable
          caption={m.shows}
          label={m.show}
          headers={moneyHeaders()}
          rows={report.shows.map((l) => [l.show, moneyCells(l)])}
        />
        <ReportTable
          caption={m.tickets}
          label={`${m.show} · ${m.category}`}
          headers={[m.sold, m.complimentary, m.refunded, m.checkedIn]}
          rows={report.tickets.map((l) => [
            `${l.show} · ${l.category}`,
            [l.sold, l.complimentary, l.refunded, l.checkedIn].map(String),
          ])}
        />
      </Section>
      <Section>
        <ReportTable
          caption={m.subscriptions}
          label={`${m.newSubs} · ${m.renewed} · ${m.lapsed}`}
          headers={moneyHeaders()}
          rows={[[`${s.new} · ${s.renewed} · ${s.lapsed}`, moneyCells(s)]]}
        />
      </Section>
      <Section>
        <ReportTable
          caption={m.donations}
          label={m.campaign}
          headers={moneyHeaders()}
          rows={report.donations.map((l) => [l.campaign, moneyCells(l)])}
        />
      </Section>
    </div>
  );
}
