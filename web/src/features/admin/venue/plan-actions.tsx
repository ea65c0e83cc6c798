import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatingMessages, type VenuePlanDetail } from '@teater/contract';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Button } from '../kit/button';
import type { Draft } from './draft';
import { copyPlan, downloadPlan, importPlan, PLANS_KEY, savePlan } from './plan-calls';

/**
 * Save (the first version, or the next one), copy, export and import as JSON. What the server
 * answers becomes the editor's plan: the version saved, the copy, the plan imported.
 */
export function PlanActions({
  draft,
  canSave,
  onSaved,
}: {
  draft: Draft;
  canSave: boolean;
  onSaved(plan: VenuePlanDetail): void;
}) {
  const t = seatingMessages.editor;
  const client = useQueryClient();
  const saved = async (plan: VenuePlanDetail, text: string) => {
    toast.success(text);
    onSaved(plan);
    await client.invalidateQueries({ queryKey: PLANS_KEY });
  };
  const failed = (error: unknown) => toast.error(errorMessage(error));
  const save = useMutation({
    mutationFn: () => savePlan(draft.id, draft.name.trim(), draft.layout),
    onSuccess: (plan) => saved(plan, seatingMessages.planSaved),
    onError: failed,
  });
  const copy = useMutation({
    mutationFn: (id: number) => copyPlan(id),
    onSuccess: (plan) => saved(plan, t.copied),
    onError: failed,
  });
  const load = useMutation({
    mutationFn: importPlan,
    onSuccess: (plan) => (plan ? saved(plan, t.imported) : toast.error(t.badFile)),
    onError: failed,
  });
  const id = draft.id;
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={save.isPending || !canSave} onClick={() => save.mutate()}>
        {save.isPending ? t.saving : id === null ? t.saveFirst : t.save}
      </Button>
      {id !== null && (
        <>
          <Button variant="secondary" disabled={copy.isPending} onClick={() => copy.mutate(id)}>
            {t.copy}
          </Button>
          <Button variant="secondary" onClick={() => downloadPlan(draft.name, draft.version, draft.layout)}>
            {t.exportJson}
          </Button>
        </>
      )}
      <label className="inline-flex cursor-pointer items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-800 focus-within:ring-2 hover:bg-stone-50">
        {t.importJson}
        <input
          type="file"
          accept="application/json,.json"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) load.mutate(file);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
