import { useMutation, useQuery } from '@tanstack/react-query';
import { seatingMessages, type TicketCategory, type VenuePlanSummary } from '@teater/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { Button } from '../kit/button';
import { inputClass } from '../kit/field-input';
import { PLANS_KEY, readPlan } from '../venue/plan-calls';

/**
 * A saved show sold on a plan: the plan's version, and each of its sections in a price zone (one
 * of the show's categories). The server refuses a show that has orders already.
 */
export function ShowSeating({ showId, categories }: { showId: number; categories: readonly TicketCategory[] }) {
  const t = seatingMessages.editor;
  const id = useId();
  const [planId, setPlanId] = useState('');
  const [zones, setZones] = useState<Record<string, string>>({});
  const plans = useQuery({
    queryKey: [...PLANS_KEY, 'choice'],
    queryFn: ({ signal }) => api<{ data: VenuePlanSummary[] }>('/venue-plans', { signal }).then((r) => r.data),
  });
  const plan = useQuery({
    queryKey: [...PLANS_KEY, 'detail', planId],
    queryFn: () => readPlan(Number(planId)),
    enabled: planId !== '',
  });
  const sections = plan.data?.layout.sections.map((section) => section.name) ?? [];
  // a section not chosen yet takes the category in its place (first section, first category)
  const zoneOf = (section: string, i: number) => zones[section] ?? String(categories[i]?.id ?? categories[0]?.id ?? '');
  const assign = useMutation({
    mutationFn: () =>
      api(`/tiket/${showId}/seating`, {
        method: 'PUT',
        body: {
          id_plan: Number(planId),
          zones: sections.map((section, i) => ({ section, id_kategori: Number(zoneOf(section, i)) })),
        },
      }),
    onSuccess: () => toast.success(seatingMessages.showSeatingSaved),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 id={`${id}-title`} className="font-semibold text-lg">
        {t.showPanel}
      </h3>
      <p className="text-sm text-stone-600">{t.showIntro}</p>
      <Link to={paths.seatChart(showId)} className="inline-block font-semibold text-red-800 text-sm underline">
        {seatingMessages.chart.open}
      </Link>
      <div className="min-w-0">
        <label htmlFor={`${id}-plan`} className="mb-1 block font-medium text-sm">
          {t.plan}
        </label>
        <select
          id={`${id}-plan`}
          value={planId}
          onChange={(e) => {
            setPlanId(e.target.value);
            setZones({});
          }}
          className={`${inputClass} max-w-full`}
        >
          <option value="">{t.noPlan}</option>
          {(plans.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.name} · ${t.version} ${p.version} · ${p.seat_count} ${t.seats}`}
            </option>
          ))}
        </select>
      </div>
      {sections.map((section, i) => (
        <div key={section}>
          <label htmlFor={`${id}-zone-${i}`} className="mb-1 block font-medium text-sm">
            {t.zoneOf(section)}
          </label>
          <select
            id={`${id}-zone-${i}`}
            value={zoneOf(section, i)}
            onChange={(e) => setZones({ ...zones, [section]: e.target.value })}
            className={inputClass}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button disabled={planId === '' || !plan.data || assign.isPending} onClick={() => assign.mutate()}>
        {t.saveSeating}
      </Button>
    </section>
  );
}
