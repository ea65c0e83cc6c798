import { useMutation } from '@tanstack/react-query';
import { formatDateTimeWib, seatingMessages, type VenuePlanSummary, venuePlansList } from '@teater/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AdminPage, Button, columnKit, type ListSource, Panel, ServerTable, useServerList } from '../kit';
import { type Draft, draftOf, newDraft } from '../venue/draft';
import { PLANS_KEY, readPlan } from '../venue/plan-calls';
import { VenueEditor } from '../venue/venue-editor';

const plansSource: ListSource = { path: '/venue-plans', key: PLANS_KEY, list: venuePlansList };

/** /managevenue: the venue plans, each version listed; one opened (or a new one) in the editor. */
export default function VenuePlansScreen() {
  const t = seatingMessages.editor;
  const server = useServerList<VenuePlanSummary>(plansSource);
  const [draft, setDraft] = useState<Draft>(newDraft);
  const open = useMutation({
    mutationFn: readPlan,
    onSuccess: (plan) => setDraft(draftOf(plan)),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const c = columnKit<VenuePlanSummary>();
  const columns = [
    c.custom(t.planName, (row) => row.name, 'name'),
    c.custom(t.version, (row) => row.version),
    c.custom(t.seats, (row) => row.seat_count),
    c.custom(t.createdAt, (row) => formatDateTimeWib(row.createdAt), 'createdAt'),
    c.custom('', (row) => (
      <Button
        small
        variant="secondary"
        aria-label={t.openLabel(row.name, row.version)}
        onClick={() => open.mutate(row.id)}
      >
        {t.open}
      </Button>
    )),
  ];
  return (
    <AdminPage
      title={t.title}
      actions={
        <Button variant="secondary" onClick={() => setDraft(newDraft())}>
          {t.newPlan}
        </Button>
      }
    >
      <p className="mb-4 text-stone-700">{t.intro}</p>
      <div className="space-y-6">
        <Panel id="venue-editor" title={draft.id === null ? t.newPlan : draft.name}>
          <VenueEditor draft={draft} onDraft={setDraft} />
        </Panel>
        <ServerTable server={server} columns={columns} caption={t.plans} empty={t.empty} />
      </div>
    </AdminPage>
  );
}
