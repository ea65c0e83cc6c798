import { useQuery } from '@tanstack/react-query';
import { formatDate, renewalMessages as m } from '@teater/contract';
import { myRenewal } from '../../membership/api/renewal-calls';

/**
 * The member's automatic renewal above the payments it made (each charge is a payment of the list):
 * its state and, once stopped or ended, when.
 */
export function RenewalLine() {
  const { data: plan } = useQuery({ queryKey: ['renewals', 'mine'], queryFn: ({ signal }) => myRenewal(signal) });
  if (!plan) return null;
  const ended = plan.stopped_at && (plan.state === 'stopped' || plan.state === 'lapsed');
  return (
    <p className="mb-6 rounded-lg bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200" data-testid="renewal-line">
      <span className="font-semibold">{m.historyTitle}:</span> {m.states[plan.state]}
      {plan.next_charge_at && ` · ${m.nextCharge} ${formatDate(plan.next_charge_at)}`}
      {ended &&
        plan.stopped_at &&
        ` · ${plan.state === 'stopped' ? m.stoppedOn(formatDate(plan.stopped_at)) : m.lapsedOn(formatDate(plan.stopped_at))}`}
    </p>
  );
}
