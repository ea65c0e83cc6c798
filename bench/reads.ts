import autocannon from 'autocannon';
import { budgets, type Figure } from './budgets.js';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Load {
  rps: number;
  p99: number;
  failures: number;
}

/**
 * autocannon keeps every answer's body as a string, decoding its bytes as UTF-8 whether or not
 * anything checks it. Compressed answers are binary, the slowest case of that decoding: the 8 KB
 * landing page measured 11k req/s with the server 70 % idle, while the same number of ASCII bytes
 * measured 72k (decision 023). Nothing here checks a body, so the client drops them: every byte
 * is still read off the socket and parsed as HTTP, and the figure is the server's again.
 */
const discardBodies = (client: { pipelinedRequests: { addBody(data: unknown): void } }) => {
  client.pipelinedRequests.addBody = () => undefined;
};

/** req/s and p99 at 50 connections for ~5 s, after a short warm-up (fills the caches). */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const options = { url, headers, setupClient: discardBodies };
  await autocannon({ ...options, connections: 10, duration: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.errors + result.non2xx };
}

export const PUBLIC_READS = [
  '/api/v1/beritas',
  '/api/v1/programs',
  '/api/v1/galeris',
  '/api/v1/landingpageimages',
  '/api/v1/lpprograms',
  '/api/v1/lpberitas',
  '/api/v1/lpkolaborasis',
  '/api/v1/lpgaleris',
  '/api/v1/lptestimonis',
  '/api/v1/ipvideos',
];

/**
 * The read figures of one server: each public read (and `/` as HTML) beside the bare route.
 * A call that does not answer 200 yet is reported n/a.
 */
export async function readFigures(site: string, bareRps: number, label: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  // Asked for as a browser asks (its pages' fetch calls too): compressed answers accepted, which
  // the cache keeps ready. Without it `/` measures autocannon reading 50 KB of raw HTML per answer.
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
  const targets = [
    ...PUBLIC_READS.map((path) => ({ path, headers: { accept: 'application/json', ...asBrowser } })),
    { path: '/', headers: { accept: 'text/html', ...asBrowser } },
  ];
  for (const { path, headers } of targets) {
    const name = `${label} GET ${path}`;
    const ratioBudget = path === '/' ? budgets.landingRatio : budgets.readRatio;
    const probe = await fetch(`${site}${path}`, { headers });
    if (probe.status !== 200) {
      const note = `answers ${probe.status}: not built yet`;
      figures.push(
        { name: `${name} req/s vs bare`, value: null, unit: 'ratio', budget: ratioBudget, note },
        { name: `${name} p99`, value: null, unit: 'ms', budget: budgets.readP99Ms, note },
      );
      continue;
    }
    const load = await measure(`${site}${path}`, headers);
    const note = `${Math.round(load.rps).toLocaleString('en-US')} req/s${load.failures ? `, ${load.failures} failed` : ''}`;
    figures.push(
      { name: `${name} req/s vs bare`, value: load.rps / bareRps, unit: 'ratio', budget: ratioBudget, note },
      { name: `${name} p99`, value: load.p99, unit: 'ms', budget: budgets.readP99Ms },
    );
  }
  return figures;
}
