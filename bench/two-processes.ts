import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../api/src/core/db/scratch-database.js';
import { budgets, type Figure } from './budgets.js';
import { CONNECTIONS, SECONDS } from './reads.js';
import { BENCH_ADMIN, startServer } from './servers.js';
import { buyers, createShow, login, race, STOCK, stockAfter } from './ticket-race.js';

const READ = '/api/v1/beritas';
/**
 * Below this many cores the load generator, PostgreSQL and two servers share too few to scale: the
 * figure is then shown with the cores used and its budget is not applied (neither met nor missed).
 */
export const CORES_FOR_SCALING = 4;
const SEATS = 200;
const ORDERS = 400;
/** Linux counts process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user and system), from /proc; 0 where there is none. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds the whole machine has spent busy (every process, not idle or waiting), from /proc/stat. */
function machineBusySeconds(): number {
  try {
    const [, ...ticks] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks.map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

interface Spread {
  rps: number;
  /** cores the server processes kept busy on average (CPU seconds per second) */
  serverCores: number;
  /** cores the load generator (this process) kept busy */
  loadCores: number;
  /** cores busy on the whole machine, PostgreSQL and anything else running included */
  machineCores: number;
}

/** req/s of the same read spread over `sites`, the connections split between them, summed. */
async function spreadLoad(sites: { url: string; pid: number | undefined }[]): Promise<Spread> {
  const serverBefore = sites.reduce((sum, site) => sum + cpuSeconds(site.pid), 0);
  const loadBefore = process.cpuUsage();
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  const results = await Promise.all(
    sites.map((site) =>
      autocannon({
        url: `${site.url}${READ}`,
        connections: Math.ceil(CONNECTIONS / sites.length),
        duration: SECONDS,
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = sites.reduce((sum, site) => sum + cpuSeconds(site.pid), 0) - serverBefore;
  const loadCpu = process.cpuUsage(loadBefore);
  const machineCpu = machineBusySeconds() - machineBefore;
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    serverCores: serverCpu / seconds,
    loadCores: (loadCpu.user + loadCpu.system) / 1e6 / seconds,
    machineCores: machineCpu / seconds,
  };
}

const rps = (n: number) => Math.round(n).toLocaleString('en-US');
const cores = (n: number) => n.toFixed(1);

/** The read figure: two processes' throughput over one's, the budget applied only with the cores for it. */
function scalingFigure(one: Spread, two: Spread): Figure {
  const available = os.availableParallelism();
  const enough = available >= CORES_FOR_SCALING;
  const used = (s: Spread) =>
    `${cores(s.serverCores)} in the server${s === one ? '' : 's'} + ${cores(s.loadCores)} load, ${cores(s.machineCores)} busy in all`;
  return {
    name: `postgres two processes GET ${READ} req/s vs one`,
    value: two.rps / one.rps,
    unit: 'ratio',
    ...(enough ? { budget: budgets.twoProcessScaling } : { notApplied: budgets.twoProcessScaling }),
    note: `${available} cores here; one process ${rps(one.rps)} req/s (cores used: ${used(one)}), two ${rps(two.rps)} req/s (${used(two)})${
      enough
        ? ''
        : `; not a miss: the ${budgets.twoProcessScaling.limit}x budget needs ${CORES_FOR_SCALING}+ cores (two servers, PostgreSQL, the load generator), so it is not applied here`
    }`,
  };
}

/** Orders for one show of SEATS seats in two categories raced across both processes: none oversold. */
async function oversoldFigure(first: string, second: string): Promise<Figure> {
  const admin = await login(first, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const show = await createShow(first, admin, 'Bench: dua proses', SEATS / STOCK);
  const {
    sold: soldOf,
    accepted,
    soldOut,
    other,
  } = await race([first, second], await buyers(first, admin), show, ORDERS);
  const { sold, oversold, left, consistent } = await stockAfter(second, show, soldOf);
  return {
    name: 'postgres two processes tickets oversold',
    value: oversold,
    unit: '',
    budget: budgets.oversold,
    note: `${ORDERS} orders of one or two categories across both processes: ${accepted} placed, ${soldOut} sold out${
      other ? `, ${other} other errors` : ''
    }; sold ${sold} of ${SEATS}, ${left} left${consistent ? '' : ' (stock does not match the orders!)'}`,
  };
}

/**
 * Public reads of one production process, then of two processes (separate DATA_DIRs) on one
 * PostgreSQL database, with the same load split between them; then ticket orders raced across
 * both (issue 19's scale-out budget).
 */
export async function twoProcessFigures(webDist: string, postgresUrl: string): Promise<Figure[]> {
  const scratch = await createScratchDatabase(postgresUrl, 'two');
  const shared = { url: scratch.url, drop: async () => {} };
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'teater-bench-two-'));
  const first = await startServer({ webDist, dataDir: dir(), database: shared, seedDemo: true });
  try {
    const second = await startServer({ webDist, dataDir: dir(), database: shared, seedDemo: true });
    try {
      const sites = [first, second].map((site) => ({ url: site.url, pid: site.child.pid }));
      await spreadLoad(sites); // warm-up: both caches filled
      const one = await spreadLoad(sites.slice(0, 1));
      const two = await spreadLoad(sites);
      return [scalingFigure(one, two), await oversoldFigure(first.url, second.url)];
    } finally {
      await second.stop();
    }
  } finally {
    await first.stop();
    await scratch.drop();
  }
}
