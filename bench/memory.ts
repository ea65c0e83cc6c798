import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '@teater/contract/site';
import { budgets, type Figure } from './budgets.js';
import { rssMb } from './csv-export.js';
import type { Started } from './processes.js';

/**
 * Resident memory of the production server a few seconds after it started on demo data and served
 * its first pages (the figure a small VPS plan is chosen by). Started anew on the seeded data: the
 * first start's seeding (every demo picture encoded) is not what a running site carries.
 */
export async function idleMemoryFigure(
  site: Started & { restart(): Promise<void> },
  label: string,
  postgres: boolean,
): Promise<Figure> {
  await site.restart();
  for (const page of [paths.home, paths.news.list, paths.gallery.list])
    await (await fetch(`${site.url}${page}`, { headers: { accept: 'text/html' } })).arrayBuffer();
  await sleep(5000);
  const value = site.child.pid ? rssMb(site.child.pid) : null;
  return {
    name: `${label} idle resident memory`,
    value,
    unit: 'MB',
    budget: postgres ? budgets.idleMemoryPostgresMb : budgets.idleMemoryPgliteMb,
    ...(value === null ? { note: 'no /proc here' } : {}),
  };
}
