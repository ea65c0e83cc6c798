import fs from 'node:fs';
import { budgets, type Figure } from './budgets.js';

/** Resident memory of a process, from /proc (Linux), in MB. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The CSV of every payment (100,000 on the grown data): how long the download takes and how much
 * the server's resident memory grows meanwhile (sampled every 20 ms) — streamed, it should not.
 */
export async function csvExportFigures(
  site: string,
  token: string,
  pid: number | undefined,
  label: string,
): Promise<Figure[]> {
  const before = pid ? rssMb(pid) : null;
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    const now = pid ? rssMb(pid) : null;
    if (now !== null) peak = Math.max(peak, now);
  }, 20);
  const started = performance.now();
  let lines = 0;
  try {
    const res = await fetch(`${site}/api/v1/payment/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
    for await (const chunk of res.body) lines += (chunk as Uint8Array).filter((byte) => byte === 10).length;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const note = `${(lines - 1).toLocaleString('en-US')} rows`;
  return [
    { name: `${label} grown CSV of every payment`, value: seconds, unit: 's', budget: budgets.csvSeconds, note },
    {
      name: `${label} grown CSV server memory growth`,
      value: before === null ? null : peak - before,
      unit: 'MB',
      budget: budgets.csvMemoryMb,
      ...(before === null ? { note: 'no /proc here' } : {}),
    },
  ];
}
