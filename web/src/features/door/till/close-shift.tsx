import { doorSalesMessages as m } from '@teater/contract/door';
import { useState } from 'react';
import type { TillEngine, TillState } from '../lib/till';
import { ShiftReport } from './shift-report';
import { DigitsField, TillSubmit } from './till-field';

/** The till's figures so far and its closing: the cash counted; the app then shows the difference. */
export function CloseShift({ till, state }: { till: TillEngine; state: TillState }) {
  const [counted, setCounted] = useState('');
  if (!state.shift) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void till.closeShift(Number(counted) || 0);
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded border border-stone-300 p-3" aria-label={m.closeTitle}>
      <h2 className="font-bold text-xl">{m.closeTitle}</h2>
      <ShiftReport shift={state.shift} />
      <DigitsField label={m.counted} value={counted} onValue={setCounted} />
      <TillSubmit disabled={state.busy} outline>
        {m.closeShift}
      </TillSubmit>
    </form>
  );
}
