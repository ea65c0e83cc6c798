import type { Figure } from './budgets.js';
import { measure } from './reads.js';

/** Public reads measured before and during the send (a JSON list and the landing page, as browsers ask). */
const READS = [
  { path: '/api/v1/beritas', headers: { accept: 'application/json' } },
  { path: '/', headers: { accept: 'text/html' } },
];
const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };

async function call(site: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${site}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown> };
}

/** Writes an announcement to every consenting member (20,000 on the grown site), tests it, sends it. */
async function startSend(site: string, token: string) {
  const { data } = await call(site, token, 'POST', '/announcements', {
    title: 'Festival Teater Lampung',
    body: 'Tiga malam, sembilan lakon, di Taman Budaya.',
    link: 'https://teater.test/tiket',
    audience: 'all',
  });
  const id = Number(data.id);
  await call(site, token, 'POST', `/announcements/${id}/test`);
  const size = (await call(site, token, 'GET', `/announcements/${id}/audience`)).data.count;
  await call(site, token, 'POST', `/announcements/${id}/send`);
  return { id, size: Number(size) };
}

/**
 * Issue 29: public reads' p99 while an announcement goes to every member of the grown site (its
 * mails written into the outbox batch by batch, then sent at ANNOUNCEMENT_MAILS_PER_MINUTE), against
 * the same reads just before: at most twice as slow. Run last on the grown server: the send goes on.
 */
export async function announcementSendFigures(site: string, token: string, label: string): Promise<Figure[]> {
  const quiet: number[] = [];
  for (const read of READS) quiet.push((await measure(`${site}${read.path}`, { ...read.headers, ...asBrowser })).p99);
  const send = await startSend(site, token);
  const figures: Figure[] = [];
  for (const [i, read] of READS.entries()) {
    const load = await measure(`${site}${read.path}`, { ...read.headers, ...asBrowser });
    const stats = (await call(site, token, 'GET', `/announcements/${send.id}`)).data.stats as {
      queued: number;
      sent: number;
    };
    const without = quiet[i] ?? 0;
    figures.push({
      name: `${label} grown GET ${read.path} p99 during a ${send.size.toLocaleString('en-US')}-member send`,
      value: load.p99,
      unit: 'ms',
      budget: { op: '<=', limit: Math.max(1, 2 * without) },
      note: `${without} ms without a send (budget: twice that); by then ${stats.queued.toLocaleString('en-US')} queued, ${stats.sent.toLocaleString('en-US')} sent${load.failures ? `, ${load.failures} reads failed` : ''}`,
    });
  }
  return figures;
}
