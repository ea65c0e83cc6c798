/**
 * The performance budgets of issue 7 and their evaluation. A figure is a measured value (or null
 * when it could not be measured, e.g. a route not built yet); a budget compares it to a limit.
 */
export type Verdict = 'met' | 'missed' | 'n/a' | 'not applied';

export interface Budget {
  op: '>=' | '<=';
  limit: number;
}

export interface Figure {
  /** row label, e.g. `GET /api/v1/beritas req/s` */
  name: string;
  value: number | null;
  unit: string;
  budget?: Budget;
  /**
   * A budget that holds only where the machine allows it (e.g. scaling over processes needs the
   * cores): shown in brackets with the verdict 'not applied', never counted as met or missed.
   */
  notApplied?: Budget;
  /** why a value is missing, or what a reader should know */
  note?: string;
}

export const budgets = {
  /** public API reads and the landing page: share of the bare Fastify route's req/s, and p99 latency */
  readRatio: { op: '>=', limit: 0.45 },
  landingRatio: { op: '>=', limit: 0.35 },
  readP99Ms: { op: '<=', limit: 20 },
  /** ticket orders on PostgreSQL */
  ordersPerSecond: { op: '>=', limit: 1000 },
  /** issue 43: seat orders in a rush of 2,000 buyers for 500 seats, on PostgreSQL; the p99 of holding seats */
  seatOrdersPerSecond: { op: '>=', limit: 300 },
  seatHoldP99Ms: { op: '<=', limit: 150 },
  oversold: { op: '<=', limit: 0 },
  /** Lighthouse, mobile: performance, TBT and LCP hold for the worst of the runs */
  performance: { op: '>=', limit: 0.98 },
  totalBlockingMs: { op: '<=', limit: 100 },
  accessibility: { op: '>=', limit: 1 },
  bestPractices: { op: '>=', limit: 0.96 },
  seo: { op: '>=', limit: 1 },
  lcpMs: { op: '<=', limit: 1000 },
  firstLoadJsKb: { op: '<=', limit: 90 },
  /** the grown site (issue 14): 3,000 news, 20,000 accounts, 100,000 payments, 20,000 orders */
  grownHtmlKb: { op: '<=', limit: 150 },
  grownListKb: { op: '<=', limit: 100 },
  adminListP95PostgresMs: { op: '<=', limit: 50 },
  adminListP95PgliteMs: { op: '<=', limit: 150 },
  dashboardP95Ms: { op: '<=', limit: 100 },
  adminFirstRowsMs: { op: '<=', limit: 1500 },
  adminApiKb: { op: '<=', limit: 300 },
  csvSeconds: { op: '<=', limit: 10 },
  csvMemoryMb: { op: '<=', limit: 50 },
  /** issue 47: a month's sales report, and the year's journal streamed, on the grown data */
  financeMonthReportMs: { op: '<=', limit: 1000 },
  financeYearJournalSeconds: { op: '<=', limit: 5 },
  /** the month's revenue, sales report less dashboard: one definition of a movement, so none */
  revenueDisagreementRp: { op: '<=', limit: 0 },
  /** issue 15: idle resident memory of the production server with demo data */
  idleMemoryPgliteMb: { op: '<=', limit: 300 },
  idleMemoryPostgresMb: { op: '<=', limit: 150 },
  /** issue 15: what a 100 MB video upload adds to the server's resident memory */
  uploadMemoryMb: { op: '<=', limit: 64 },
  /** issue 19: public reads of two processes on PostgreSQL over one's, given the cores */
  twoProcessScaling: { op: '>=', limit: 1.6 },
  /** issue 26: the door offline, a scan to its result in Chromium at 4x CPU slowdown (p95) */
  doorScanP95Ms: { op: '<=', limit: 300 },
  /** issue 44: the till offline, a cash sale from the tap to its ticket on screen at 4x CPU slowdown (p95) */
  doorSaleP95Ms: { op: '<=', limit: 500 },
  /** issue 26: a 2,000-seat show's list onto a door device, on PostgreSQL */
  doorListSeconds: { op: '<=', limit: 3 },
} as const satisfies Record<string, Budget>;

/** met/missed for a measured figure with a budget; n/a when unmeasured or without budget. */
export function verdictOf(figure: Figure): Verdict {
  if (!figure.budget && figure.notApplied) return 'not applied';
  if (!figure.budget || figure.value === null || Number.isNaN(figure.value)) return 'n/a';
  const { op, limit } = figure.budget;
  // Scores are rounded to two decimals by Lighthouse itself; compare with a little tolerance.
  const epsilon = 1e-9;
  return (op === '>=' ? figure.value >= limit - epsilon : figure.value <= limit + epsilon) ? 'met' : 'missed';
}

const format = (value: number, unit: string) => {
  if (unit === 'score') return value.toFixed(2);
  if (unit === 'ratio') return `${(value * 100).toFixed(0)}%`;
  if (unit === 'ms') return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === 'MB') return `${value.toFixed(1)} MB`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  if (unit === 'req/s' || unit === 'orders/s') return `${Math.round(value).toLocaleString('en-US')} ${unit}`;
  return `${Math.round(value * 100) / 100}${unit ? ` ${unit}` : ''}`;
};

export const formatValue = (figure: Figure) => (figure.value === null ? 'n/a' : format(figure.value, figure.unit));
export const formatBudget = (figure: Figure) => {
  if (figure.budget) return `${figure.budget.op} ${format(figure.budget.limit, figure.unit)}`;
  if (figure.notApplied) return `(${figure.notApplied.op} ${format(figure.notApplied.limit, figure.unit)})`;
  return '';
};

/** The one table: figure, value, budget, verdict, note; padded columns for a terminal. */
export function renderTable(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const verdict = verdictOf(f);
    return [f.name, formatValue(f), formatBudget(f), f.budget || f.notApplied ? verdict : '', f.note ?? ''];
  });
  const header = ['figure', 'value', 'budget', 'verdict', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export interface Summary {
  met: number;
  missed: number;
  unmeasured: number;
  /** budgets this machine cannot test (shown, never counted as met or missed) */
  notApplied: number;
  /** exit status of the bench: 1 when any budget is missed */
  exitCode: 0 | 1;
}

export function summarize(figures: Figure[]): Summary {
  const withBudget = figures.filter((f) => f.budget);
  const verdicts = withBudget.map(verdictOf);
  const missed = verdicts.filter((v) => v === 'missed').length;
  return {
    met: verdicts.filter((v) => v === 'met').length,
    missed,
    unmeasured: verdicts.filter((v) => v === 'n/a').length,
    notApplied: figures.filter((f) => !f.budget && f.notApplied).length,
    exitCode: missed > 0 ? 1 : 0,
  };
}
