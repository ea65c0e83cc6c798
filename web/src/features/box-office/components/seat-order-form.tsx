import {
  adminMessages,
  formatRupiah,
  type SeatMap,
  type TicketOrderStart,
  ticketMessages,
  type User,
} from '@teater/contract';
import { useId } from 'react';
import { useServerForm } from '../../../components/form/use-server-form';
import { api, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { BuyerFields } from './buyer-fields';
import { useOrderCheckout } from './use-order-checkout';
import { VoucherField } from './voucher-field';

interface SeatOrderFormProps {
  map: SeatMap;
  chosen: ReadonlySet<number>;
  total: number;
  user: User;
  refresh(): void;
}

/**
 * The buyer's part of a seat order: name, phone and voucher; places the chosen seats and opens the
 * payment. Loaded for a buyer who may order only (seat-order.tsx).
 */
export function SeatOrderForm({ map, chosen, total, user, refresh }: SeatOrderFormProps) {
  const id = useId();
  const checkout = useOrderCheckout();
  const form = useServerForm({
    submit: async (values) => {
      const body = {
        nama_user: values.nama_user,
        no_telp: values.no_telp,
        id_tiket: map.id_tiket,
        seats: [...chosen],
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
        <p className="font-semibold">{formatRupiah(total)}</p>
        <button
          type="submit"
          disabled={form.pending || !form.ready || chosen.size === 0}
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {form.pending ? adminMessages.busy.processing : ticketMessages.pay}
        </button>
      </div>
    </form>
  );
}
