import type { PlanLayout, VenuePlanDetail } from '@teater/contract';
import { emptyLayout } from './plan-edits';

/** The plan in the editor: a saved version (id, version) or a new drawing (id null). */
export interface Draft {
  id: number | null;
  version: number | null;
  name: string;
  layout: PlanLayout;
}

export const newDraft = (): Draft => ({ id: null, version: null, name: '', layout: emptyLayout() });
export const draftOf = (plan: VenuePlanDetail): Draft => ({
  id: plan.id,
  version: plan.version,
  name: plan.name,
  layout: plan.layout,
});
