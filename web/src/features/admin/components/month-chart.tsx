import { dashboardMessages, formatCompact } from '@teater/contract';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import { ColumnHeads } from '../../../components/column-heads';

export interface MonthSeries {
  /** `YYYY-MM` */
  months: string[];
  values: number[];
}

/** Whole steps (1, 2, 5, 10, 20, 50 …) for counts: an axis of people never reads '0,3'. */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/** `2026-03` as `Mar 2026`: the month's short name in the page's language. */
export const monthLabel = (month: string) => {
  const [year, m] = month.split('-');
  return `${dashboardMessages.months[Number(m) - 1] ?? m} ${year}`;
};

interface Props extends MonthSeries {
  title: string;
  /** how a value reads (rupiah, a count) in the table */
  format: (value: number) => string;
  color: string;
  /** the values are counts (people, tickets): ticks only at whole numbers */
  whole?: boolean;
  /** bars of other periods than months (days): how a key reads on the axis and in the table */
  period?: Period;
}

export interface Period {
  header: string;
  label(key: string): string;
  short(key: string): string;
}

const MONTHS: Period = {
  get header() {
    return dashboardMessages.month;
  },
  label: monthLabel,
  short: (month) => monthLabel(month).slice(0, 3),
};

/**
 * Bars per month (uPlot: small, canvas-drawn, loaded with the admin screens only; its styles come
 * with the admin layout, so a screen with a chart renders in a component test, which loads no CSS). The chart is an
 * image to assistive technology; the same numbers follow as a table, which is what they read.
 */
export function MonthChart({ title, months, values, format, color, whole = false, period = MONTHS }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const tableId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = months.map((_, i) => i);
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, months.length - 0.5] },
          // Bars stand on zero: a cut axis would make a small dip look like a collapse.
          y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
        },
        axes: [
          {
            values: (_u, ticks) => ticks.map((i) => (months[i] ? period.short(months[i]) : '')),
            stroke: '#57534e',
          },
          {
            values: (_u, ticks) => ticks.map((tick) => formatCompact(tick)),
            size: 60,
            stroke: '#57534e',
            ...(whole ? { incrs: WHOLE_STEPS } : {}),
          },
        ],
        series: [{}, { label: title, fill: color, stroke: color, paths: uPlot.paths.bars?.({ size: [0.6, 40] }) }],
      },
      [xs, values],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [months, values, title, color, whole, period]);
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-stone-900">{title}</figcaption>
      <div ref={box} role="img" aria-label={title} aria-describedby={tableId} />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-stone-700">{dashboardMessages.chartTable(title)}</summary>
        <table id={tableId} className="mt-2 min-w-full text-left">
          <caption className="sr-only">{title}</caption>
          <ColumnHeads heads={[period.header, dashboardMessages.value]} cellClassName="py-1 pr-4 last:pr-0" />
          <tbody>
            {months.map((month, i) => (
              <tr key={month}>
                <td className="py-1 pr-4">{period.label(month)}</td>
                <td className="py-1">{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
