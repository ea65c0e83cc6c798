import { type PlanLayout, type VenuePlanDetail, venuePlanBody } from '@teater/contract';
import { api } from '../../../lib/api';

/** The admins' plans list's query key: every write reloads it. */
export const PLANS_KEY = ['venue-plans'] as const;

export const readPlan = (id: number) => api<{ data: VenuePlanDetail }>(`/venue-plans/${id}`).then((r) => r.data);

/** A plan saved: its first version (no id yet) or its next one; the server answers the version made. */
export const savePlan = (id: number | null, name: string, layout: PlanLayout) =>
  api<{ data: VenuePlanDetail }>(id === null ? '/venue-plans' : `/venue-plans/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: { name, layout },
  }).then((r) => r.data);

export const copyPlan = (id: number) =>
  api<{ data: VenuePlanDetail }>(`/venue-plans/${id}/copy`, { method: 'POST' }).then((r) => r.data);

/** The JSON export: exactly the body that imports it again (POST /venue-plans). */
export function downloadPlan(name: string, version: number | null, layout: PlanLayout) {
  const blob = new Blob([JSON.stringify({ name, layout }, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\p{L}\p{N}]+/gu, '-')}${version ? `-v${version}` : ''}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A plan's JSON file imported as a new plan; null when the file is not a plan (the server checks it again). */
export async function importPlan(file: File): Promise<VenuePlanDetail | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    return null;
  }
  const body = venuePlanBody.safeParse(parsed);
  if (!body.success) return null;
  return api<{ data: VenuePlanDetail }>('/venue-plans', { method: 'POST', body: body.data }).then((r) => r.data);
}
