import { doorSalesMessages as m } from '@teater/contract/door';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DoorEngine } from '../lib/engine';
import { TillEngine } from '../lib/till';
import type { DoorView } from '../lib/view';
import { CloseShift } from './close-shift';
import { OpenShift } from './open-shift';
import { QrisScreen } from './qris-screen';
import { Receipts } from './receipts';
import { SaleForm } from './sale-form';
import { ShiftReport } from './shift-report';

/** How often queued sales are tried again while the door is open. */
const FLUSH_MS = 4000;

/** The door's box office (issue 44): a shift, walk-in sales (cash also offline, QRIS online), and the count. */
export function TillPanel({ view, engine }: { view: DoorView; engine: DoorEngine }) {
  const till = useMemo(
    () =>
      new TillEngine(
        () => ({ id: view.deviceId, name: view.deviceName }),
        (qr) => void engine.scan(qr),
      ),
    [engine, view.deviceId, view.deviceName],
  );
  const state = useSyncExternalStore(till.subscribe, till.getSnapshot);
  const showId = view.shows[0]?.id;
  const userId = view.session?.user.id;
  useEffect(() => {
    if (showId !== undefined && userId !== undefined) void till.load(userId, showId);
  }, [till, showId, userId]);
  useEffect(() => {
    if (!view.online) return;
    void till.flush();
    const timer = setInterval(() => void till.flush(), FLUSH_MS);
    return () => clearInterval(timer);
  }, [till, view.online]);
  return (
    <div className="space-y-4" data-testid="till">
      {state.message && (
        <p role="alert" className="rounded bg-red-50 p-3 font-semibold text-red-800">
          {state.message}
        </p>
      )}
      {state.pending.length > 0 && <p data-testid="till-queue">{m.queuedSales(state.pending.length)}</p>}
      {state.closed && !state.shift && (
        <section className="space-y-2 rounded border-2 border-stone-700 p-3" data-testid="till-closed">
          <h2 className="font-bold text-xl">{m.shiftClosedReport}</h2>
          <ShiftReport shift={state.closed} />
        </section>
      )}
      {state.shift ? (
        <>
          <SaleForm key={state.quotas.length} till={till} state={state} online={view.online} />
          <Receipts recent={state.recent} tapped={state.tapped} onVoid={(key) => void till.voidSale(key)} />
          <CloseShift till={till} state={state} />
        </>
      ) : (
        <OpenShift till={till} state={state} />
      )}
      {state.qris && <QrisScreen sale={state.qris} onClose={() => till.dismissQris()} />}
    </div>
  );
}
