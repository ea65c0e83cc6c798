import {
  API_BASE,
  adminMessages,
  formatRupiah,
  type SeatMap,
  seatingMessages,
  type TicketOrderStart,
  ticketMessages,
  type User,
} from '@teater/contract';
import { useId, useState } from 'react';
import { useServerForm } from '../../../components/form/use-server-form';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { BuyerFields } from './buyer-fields';
import { SeatList } from './seat-list';
import { SeatMapDrawing } from './seat-map';
import { useOrderCheckout } from './use-order-checkout';
import { useSeatChoice } from './use-seat-choice';
import { VoucherField } from './voucher-field';

type Choice = ReturnType<typeof useSeatChoice>;

/** "Best available": n adjacent seats of a zone, found by the server and chosen on the map. */
function BestSeats({ map, showId, choice }: { map: SeatMap; showId: number; choice: Choice }) {
  const id = useId();
  const [count, setCount] = useState('2');
  const [zone, setZone] = useState(String(map.zones[0]?.id ?? ''));
  const find = async () => {
    const res = await fetch(`${API_BASE}/tiket/${showId}/seats/best?count=${count}&zone=${zone}`);
    const body = (await res.json()) as { data?: { seats: number[] }; message?: string };
    if (res.ok && body.data) choice.choose(body.data.seats);
    else toast.error(body.message ?? seatingMessages.noAdjacent(Number(count)));
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 font-medium text-sm">{seatingMessages.bestTitle}</legend>
      <label htmlFor={`${id}-count`} className="text-sm">
        {seatingMessages.bestCount}
        <select
          id={`${id}-count`}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          className="ml-2 rounded border px-2 py-1"
        >
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-zone`} className="text-sm">
        {seatingMessages.bestZone}
        <select
          id={`${id}-zone`}
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          className="ml-2 rounded border px-2 py-1"
        >
          {map.zones.map((z) => (
            <option key={z.id} value={z.id}>
              {z.name} · {formatRupiah(z.price)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        onClick={() => void find()}
        className="rounded-lg px-3 py-1.5 font-medium ring-1 ring-stone-300"
      >
        {seatingMessages.bestFind}
      </button>
    </fieldset>
  );
}

/**
 * A seated show's order: the map (or the list, for keyboards and screen readers), the best
 * available, the buyer's name and phone; places the chosen seats and opens the payment. Without a
 * session (`user` null) the map is shown to look at, and the visitor is asked to log in.
 */
export function SeatOrder({
  map,
  unavailable,
  user,
  refresh,
}: {
  map: SeatMap;
  unavailable: ReadonlySet<number>;
  user: User | null;
  refresh(): void;
}) {
  const id = useId();
  const choice = useSeatChoice(map, unavailable);
  const [listShown, setListShown] = useState(false);
  const checkout = useOrderCheckout();
  const form = useServerForm({
    submit: async (values) => {
      const body = {
        nama_user: values.nama_user,
        no_telp: values.no_telp,
        id_tiket: map.id_tiket,
        seats: [...choice.chosen],
        // a zone's voucher: the server checks it and takes its discount off that zone's seats
        ...(typeof values.voucher === 'string' && values.voucher.trim() ? { voucher: values.voucher.trim() } : {}),
      };
      try {
        return (await api<{ data: TicketOrderStart }>('/tiket/user/pesan-kursi', { method: 'POST', body })).data;
      } catch (error) {
        toast.error(errorMessage(error));
        refresh();
        throw error;
      }
    },
    onDone: checkout,
  });
  return (
    <div className="space-y-4">
      <BestSeats map={map} showId={map.id_tiket} choice={choice} />
      <SeatMapDrawing map={map} lookOf={choice.lookOf} onToggle={choice.toggle} />
      <button
        type="button"
        aria-expanded={listShown}
        onClick={() => setListShown(!listShown)}
        className="text-brand-700 text-sm underline"
      >
        {listShown ? seatingMessages.hideList : seatingMessages.showList}
      </button>
      {listShown && <SeatList map={map} lookOf={choice.lookOf} onToggle={choice.toggle} />}
      <div role="status" className="space-y-1 text-sm">
        <p>
          {choice.names.length
            ? `${seatingMessages.chosen(choice.names.length)}: ${choice.names.join('; ')}`
            : seatingMessages.noneChosen}
        </p>
        {choice.singleGap && <p className="text-amber-800">{seatingMessages.singleGap}</p>}
        {choice.notice && <p className="text-red-700">{choice.notice}</p>}
      </div>
      {user && (
        <form onSubmit={form.onSubmit} noValidate className="space-y-4">
          <BuyerFields
            id={id}
            errors={{ nama_user: form.errorOf('nama_user'), no_telp: form.errorOf('no_telp') }}
            inputOf={(name) => ({
              name,
              onChange: () => form.clear(name),
              defaultValue: name === 'nama_user' ? user.name : '',
            })}
          />
          <VoucherField
            id={id}
            input={{ name: 'voucher', onChange: () => form.clear('voucher') }}
            error={form.errorOf('voucher')}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold">{formatRupiah(choice.total)}</p>
            <button
              type="submit"
              disabled={form.pending || !form.ready || choice.chosen.size === 0}
              className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
            >
              {form.pending ? adminMessages.busy.processing : ticketMessages.pay}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
