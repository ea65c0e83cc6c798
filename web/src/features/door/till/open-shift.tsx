import { doorSalesMessages as m } from '@teater/contract/door';
import { useState } from 'react';
import type { TillEngine, TillState } from '../lib/till';
import { DigitsField, TillSubmit } from './till-field';

/** A till opens with its cash float and asks for this device's offline share of each category. */
export function OpenShift({ till, state }: { till: TillEngine; state: TillState }) {
  const [float, setFloat] = useState('');
  const [shares, setShares] = useState<Record<number, string>>({});
  const [seatShare, setSeatShare] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = state.quotas.map((q) => ({
      categoryId: q.categoryId,
      seats: Number(shares[q.categoryId] ?? 0) || 0,
    }));
    void till.openShift(Number(float) || 0, wanted, Number(seatShare) || 0);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={m.openTitle}>
      <h2 className="font-bold text-xl">{m.openTitle}</h2>
      <DigitsField label={m.float} value={float} onValue={setFloat} />
      {state.quotas.length === 0 && (
        // no counted quota: a seated show's door keeps numbered seats instead (decision 037)
        <DigitsField label={m.seatShareAsk} value={seatShare} onValue={setSeatShare} />
      )}
      {state.quotas.map((quota) => (
        <DigitsField
          key={quota.categoryId}
          label={m.shareOf(quota.category, quota.seats - quota.shared - quota.sold)}
          value={shares[quota.categoryId] ?? ''}
          onValue={(seats) => setShares({ ...shares, [quota.categoryId]: seats })}
        />
      ))}
      <p className="text-sm text-stone-600">{m.openNeedsOnline}</p>
      <TillSubmit disabled={state.busy}>{m.openShift}</TillSubmit>
    </form>
  );
}
