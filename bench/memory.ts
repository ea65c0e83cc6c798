import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { UPLOAD_LIMITS } from '@teater/contract';
import { paths } from '@teater/contract/site';
import { streamedVideoUpload } from '../api/src/test/media.js';
import { budgets, type Figure } from './budgets.js';
import { rssMb } from './csv-export.js';
import type { Started } from './processes.js';
import { BENCH_ADMIN } from './servers.js';
import { login } from './ticket-race.js';

const PAGES = [paths.home, paths.news.list, paths.gallery.list];
const servePages = async (site: Started) => {
  for (const page of PAGES)
    await (await fetch(`${site.url}${page}`, { headers: { accept: 'text/html' } })).arrayBuffer();
};

const idleFigure = async (site: Started, name: string, postgres: boolean): Promise<Figure> => {
  await servePages(site);
  await sleep(5000);
  const value = site.child.pid ? rssMb(site.child.pid) : null;
  return {
    name,
    value,
    unit: 'MB',
    budget: postgres ? budgets.idleMemoryPostgresMb : budgets.idleMemoryPgliteMb,
    ...(value === null ? { note: 'no /proc here' } : {}),
  };
};

/**
 * Resident memory of the production server once idle after its first start on an empty folder
 * (migrations, the demo seed, its first pages served): what someone trying the site on a small
 * server meets first. Measured before any other figure loads it.
 */
export const firstStartMemoryFigure = (site: Started, label: string, postgres: boolean) =>
  idleFigure(site, `${label} idle resident memory, first start`, postgres);

/**
 * Resident memory of the production server a few seconds after it restarted on the seeded data
 * and served its first pages (the figure a small VPS plan is chosen by, once a site runs).
 */
export async function idleMemoryFigure(
  site: Started & { restart(): Promise<void> },
  label: string,
  postgres: boolean,
): Promise<Figure> {
  await site.restart();
  return idleFigure(site, `${label} idle resident memory`, postgres);
}

/**
 * What the largest upload the site takes (a 100 MB video, `POST /ipvideos` by an admin) adds to the
 * server's resident memory: the peak while it streams in (sampled every 20 ms) over the RSS before.
 */
export async function uploadMemoryFigure(site: Started, label: string): Promise<Figure> {
  const name = `${label} 100 MB video upload memory growth`;
  const pid = site.child.pid;
  const before = pid ? rssMb(pid) : null;
  if (before === null) return { name, value: null, unit: 'MB', budget: budgets.uploadMemoryMb, note: 'no /proc here' };
  const token = await login(site.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, (pid && rssMb(pid)) || 0);
  }, 20);
  const started = performance.now();
  let status = 0;
  try {
    const form = streamedVideoUpload('file1', UPLOAD_LIMITS.video);
    const res = await fetch(`${site.url}/api/v1/ipvideos`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: Readable.toWeb(form.payload) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    status = res.status;
    await res.arrayBuffer();
  } finally {
    clearInterval(sampler);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return {
    name,
    value: status === 201 ? peak - before : null,
    unit: 'MB',
    budget: budgets.uploadMemoryMb,
    note: status === 201 ? `${before.toFixed(0)} MB before, ${seconds} s to upload` : `the upload answered ${status}`,
  };
}
