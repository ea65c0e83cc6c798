import { formatRupiah, doorSalesMessages as m } from '@teater/contract/door';
import { useState } from 'react';
import type { TillEngine, TillState } from '../lib/till';
import { SeatPick } from './seat-pick';
import { DigitsField, TillField, TillSubmit, tillFieldClass } from './till-field';

type Buyer = { name: string; phone: string; email: string };

/** The buyer: a name, and a phone or an e-mail when the ticket should be sent to them. */
function BuyerFields({ buyer, onChange: setBuyer }: { buyer: Buyer; onChange: (buyer: Buyer) => void }) {
  return (
    <>
      <TillField label={m.buyerName} required value={buyer.name} onValue={(name) => setBuyer({ ...buyer, name })} />
      <TillField
        label={m.buyerPhone}
        type="tel"
        value={buyer.phone}
        onValue={(phone) => setBuyer({ ...buyer, phone })}
      />
      <TillField
        label={m.buyerEmail}
        type="email"
        value={buyer.email}
        onValue={(email) => setBuyer({ ...buyer, email })}
      />
    </>
  );
}

/** General admission: the category and how many (offline, from this device's share). */
function CategoryCount(props: {
  till: TillEngine;
  state: TillState;
  quotaId: number;
  onCategory: (id: number) => void;
  count: string;
  onCount: (count: string) => void;
}) {
  const { till, state, quotaId, count } = props;
  return (
    <>
      <p className="text-sm text-stone-700" data-testid="till-share">
        {m.shareLeft(quotaId ? till.shareLeft(quotaId) : 0)}
      </p>
      <label className="block">
        {m.category}
        <select className={tillFieldClass} value={quotaId} onChange={(e) => props.onCategory(Number(e.target.value))}>
          {state.quotas.map((q) => (
            <option key={q.categoryId} value={q.categoryId}>
              {q.category} · {formatRupiah(q.price)}
            </option>
          ))}
        </select>
      </label>
      <DigitsField label={m.quantity} value={count} onValue={props.onCount} />
    </>
  );
}

/** Cash handed over, and the change to give (or that it is short). */
function CashFields(props: { received: string; change: number; onReceived: (received: string) => void }) {
  const { received, change } = props;
  return (
    <>
      <DigitsField label={m.received} value={received} onValue={props.onReceived} />
      {received !== '' && (
        <p className={`font-bold text-2xl ${change < 0 ? 'text-red-700' : 'text-green-800'}`} data-testid="till-change">
          {change < 0 ? m.cashShort : m.change(formatRupiah(change))}
        </p>
      )}
    </>
  );
}

/** A walk-in sale: category, quantity, buyer, cash (with its change) or QRIS, and whether they go in now. */
export function SaleForm({ till, state, online }: { till: TillEngine; state: TillState; online: boolean }) {
  const [categoryId, setCategoryId] = useState(state.quotas[0]?.categoryId ?? 0);
  const [count, setCount] = useState('1');
  const [buyer, setBuyer] = useState({ name: '', phone: '', email: '' });
  const [chosen, setMethod] = useState<'cash' | 'qris'>('cash');
  // QRIS needs the gateway: with no signal the till sells for cash only
  const method = online ? chosen : 'cash';
  const [received, setReceived] = useState('');
  const [admit, setAdmit] = useState(true);
  const quota = state.quotas.find((q) => q.categoryId === categoryId) ?? state.quotas[0];
  // a seated show's door (decision 037): the seller picks this device's seats, one ticket each
  const seated = (state.shift?.seats.length ?? 0) > 0;
  const [picked, setPicked] = useState<number[]>([]);
  const free = seated ? till.freeSeats() : [];
  const pickedSeats = free.filter((seat) => picked.includes(seat.id));
  const total = seated
    ? pickedSeats.reduce((sum, seat) => sum + seat.price, 0)
    : (quota?.price ?? 0) * (Number(count) || 0);
  const change = (Number(received) || 0) - total;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const zone = seated ? pickedSeats[0]?.categoryId : quota?.categoryId;
    if (zone === undefined) return;
    const seats = pickedSeats.map((seat) => seat.id);
    const sold = seated ? seats.length : Number(count) || 1;
    await till.sell({ categoryId: zone, count: sold, seats, buyer, method, received: Number(received) || 0, admit });
    setBuyer({ name: '', phone: '', email: '' });
    setReceived('');
    setMethod('cash');
    setPicked([]);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={m.tabSell}>
      {seated ? (
        <SeatPick seats={free} picked={picked} onChange={setPicked} />
      ) : (
        <CategoryCount
          till={till}
          state={state}
          quotaId={quota?.categoryId ?? 0}
          onCategory={setCategoryId}
          count={count}
          onCount={setCount}
        />
      )}
      <BuyerFields buyer={buyer} onChange={setBuyer} />
      <fieldset className="flex gap-4">
        <legend className="mb-1">{m.method}</legend>
        {(['cash', 'qris'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="method"
              checked={method === value}
              onChange={() => setMethod(value)}
              disabled={value === 'qris' && !online}
            />
            {value === 'cash' ? m.cash : m.qris}
          </label>
        ))}
      </fieldset>
      {!online && <p className="text-sm text-stone-700">{m.qrisOnline}</p>}
      <p className="font-bold text-xl" data-testid="till-total">
        {m.total(formatRupiah(total))}
      </p>
      {method === 'cash' && <CashFields received={received} change={change} onReceived={setReceived} />}
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={admit} onChange={(e) => setAdmit(e.target.checked)} />
        {m.admitNow}
      </label>
      <TillSubmit disabled={state.busy || (method === 'cash' && change < 0) || (seated && pickedSeats.length === 0)}>
        {m.sell}
      </TillSubmit>
    </form>
  );
}
