import { doorSalesMessages as m } from '@teater/contract/door';
import { useState } from 'react';
import type { TillEngine, TillState } from '../lib/till';

const field = 'mt-1 w-full rounded border border-stone-400 px-3 py-2';

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
      <label className="block">
        {m.float}
        <input
          className={field}
          inputMode="numeric"
          value={float}
          onChange={(e) => setFloat(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {state.quotas.length === 0 && (
        // no counted quota: a seated show's door keeps numbered seats instead (decision 037)
        <label className="block">
          {m.seatShareAsk}
          <input
            className={field}
            inputMode="numeric"
            value={seatShare}
            onChange={(e) => setSeatShare(e.target.value.replace(/\D/g, ''))}
          />
        </label>
      )}
      {state.quotas.map((quota) => (
        <label key={quota.categoryId} className="block">
          {m.shareOf(quota.category, quota.seats - quota.shared - quota.sold)}
          <input
            className={field}
            inputMode="numeric"
            value={shares[quota.categoryId] ?? ''}
            onChange={(e) => setShares({ ...shares, [quota.categoryId]: e.target.value.replace(/\D/g, '') })}
          />
        </label>
      ))}
      <p className="text-sm text-stone-600">{m.openNeedsOnline}</p>
      <button
        type="submit"
        disabled={state.busy}
        className="w-full rounded bg-brand-700 px-4 py-3 font-bold text-white"
      >
        {m.openShift}
      </button>
    </form>
  );
}
