import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminMessages,
  authMessages,
  formatRupiah,
  MAX_TICKETS_PER_ORDER,
  MIN_TICKETS_PER_ORDER,
  ticketMessages,
  ticketOrderBody,
} from '@teater/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { useCheckout } from '../../payment/lib/use-checkout';
import { usePlaceOrder } from '../api/tickets-api';
import type { Show } from '../lib/sales-state';

const formSchema = ticketOrderBody.pick({ nama_user: true, no_telp: true, jumlah_tiket: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Name, phone and count (1 to 10, the spec's message above 10) with the read-only total; submits
 * the real order, then opens the payment. The server recomputes the total and re-checks the rules.
 */
export function OrderForm({ show, onCancel }: { show: Show; onCancel?: () => void }) {
  const id = useId();
  const { user } = useSession();
  const place = usePlaceOrder();
  const checkout = useCheckout(paths.ticketHistory);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    mode: 'onChange',
    defaultValues: { nama_user: user?.name ?? '', no_telp: '', jumlah_tiket: 1 },
  });
  const { errors } = form.formState;
  const count = Number(form.watch('jumlah_tiket')) || 0;

  const submit = form.handleSubmit((values: FormOutput) => {
    if (!user) {
      toast.error(authMessages.loginRequired);
      return;
    }
    place.mutate(
      { ...values, id_tiket: show.id, id_user: user.id },
      {
        onSuccess: checkout,
        onError: (error) => {
          for (const [field, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
            if (field in values) form.setError(field as keyof FormInput, { message });
          }
          toast.error(errorMessage(error));
        },
      },
    );
  });

  const input =
    'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-nama`} className="font-medium text-sm">
          {ticketMessages.name} *
        </label>
        <input
          id={`${id}-nama`}
          autoComplete="name"
          className={input}
          aria-invalid={errors.nama_user ? true : undefined}
          aria-describedby={`${id}-nama-error`}
          {...form.register('nama_user')}
        />
        <p id={`${id}-nama-error`} className="mt-1 text-red-700 text-sm">
          {errors.nama_user?.message}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-telp`} className="font-medium text-sm">
          {ticketMessages.phone} *
        </label>
        <input
          id={`${id}-telp`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={input}
          aria-invalid={errors.no_telp ? true : undefined}
          aria-describedby={`${id}-telp-error`}
          {...form.register('no_telp')}
        />
        <p id={`${id}-telp-error`} className="mt-1 text-red-700 text-sm">
          {errors.no_telp?.message}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-jumlah`} className="font-medium text-sm">
            {ticketMessages.count} *
          </label>
          <input
            id={`${id}-jumlah`}
            type="number"
            min={MIN_TICKETS_PER_ORDER}
            max={MAX_TICKETS_PER_ORDER}
            className={input}
            aria-invalid={errors.jumlah_tiket ? true : undefined}
            aria-describedby={`${id}-jumlah-error`}
            {...form.register('jumlah_tiket', { valueAsNumber: true })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-total`} className="font-medium text-sm">
            {ticketMessages.total}
          </label>
          <input
            id={`${id}-total`}
            readOnly
            value={formatRupiah(show.harga_tiket * Math.max(0, count))}
            className={`${input} bg-stone-100`}
          />
        </div>
      </div>
      <p id={`${id}-jumlah-error`} role="alert" className="text-red-700 text-sm">
        {errors.jumlah_tiket?.message}
      </p>
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-4 py-2 font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            {ticketMessages.cancel}
          </button>
        )}
        <button
          type="submit"
          disabled={place.isPending}
          className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {place.isPending ? adminMessages.busy.processing : ticketMessages.pay}
        </button>
      </div>
    </form>
  );
}
