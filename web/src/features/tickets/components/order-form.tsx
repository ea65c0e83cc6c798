import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupiah, messages } from '@teater/contract';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useCheckout } from '../../payment/lib/use-checkout';
import { usePlaceOrder } from '../api/tickets-api';
import {
  linesOf,
  type OrderFormInput,
  type OrderFormOutput,
  orderFormSchema,
  totalPrice,
} from '../lib/order-form-schema';
import { categoryState, type Show } from '../lib/sales-state';
import { CategoryCounts } from './category-counts';

const input =
  'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';

/** One ticket of the first category on sale, to start from. */
function startingCounts(show: Show): Record<string, string> {
  const first = show.categories.find((category) => categoryState(show, category).open);
  return Object.fromEntries(show.categories.map((c) => [String(c.id), c.id === first?.id ? '1' : '0']));
}

/**
 * Name, phone and a count per category (1 to 10 tickets in all, the spec's message above 10) with
 * the read-only total in rupiah; submits the real order, then opens the payment. The server
 * recomputes the total and re-checks every rule.
 */
export function OrderForm({ show, onCancel }: { show: Show; onCancel?: () => void }) {
  const id = useId();
  const { user } = useSession();
  const place = usePlaceOrder();
  const checkout = useCheckout(paths.history.tickets);
  const schema = useMemo(orderFormSchema, []);
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { nama_user: user?.name ?? '', no_telp: '', counts: startingCounts(show) },
  });
  const { errors } = form.formState;
  const countsError = typeof errors.counts?.message === 'string' ? errors.counts.message : undefined;
  const prices = useMemo(() => new Map(show.categories.map((c) => [c.id, c.price])), [show.categories]);
  const total = totalPrice(form.watch('counts') ?? {}, prices);

  const submit = form.handleSubmit((values) => {
    if (!user) {
      toast.error(messages.auth.loginRequired);
      return;
    }
    const body = { nama_user: values.nama_user, no_telp: values.no_telp, id_tiket: show.id, id_user: user.id };
    place.mutate(
      { ...body, categories: linesOf(values.counts) },
      {
        onSuccess: checkout,
        onError: (error) => {
          for (const [field, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
            if (field === 'nama_user' || field === 'no_telp') form.setError(field, { message });
            else form.setError('counts', { message });
          }
          toast.error(errorMessage(error));
        },
      },
    );
  });

  const field = (name: 'nama_user' | 'no_telp', label: string, extra: object) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="font-medium text-sm">
        {label} *
      </label>
      <input
        id={`${id}-${name}`}
        className={input}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-error`}
        {...extra}
        {...form.register(name)}
      />
      <p id={`${id}-${name}-error`} className="mt-1 text-red-700 text-sm">
        {errors[name]?.message}
      </p>
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field('nama_user', messages.tickets.name, { autoComplete: 'name' })}
        {field('no_telp', messages.tickets.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </div>
      <CategoryCounts
        show={show}
        formId={id}
        register={form.register}
        invalid={countsError !== undefined}
        describedBy={`${id}-counts-error`}
        onCountChange={() => void form.trigger('counts')}
      />
      <p id={`${id}-counts-error`} role="alert" className="text-red-700 text-sm">
        {countsError}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={`${id}-total`} className="font-medium text-sm">
            {messages.tickets.total}
          </label>
          <input id={`${id}-total`} readOnly value={formatRupiah(total)} className={`${input} bg-stone-100`} />
        </div>
        <div className="flex gap-3">
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-lg px-4 py-2 font-medium text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
            >
              {messages.tickets.cancel}
            </button>
          )}
          <button
            type="submit"
            disabled={place.isPending}
            className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {place.isPending ? messages.admin.busy.processing : messages.tickets.pay}
          </button>
        </div>
      </div>
    </form>
  );
}
