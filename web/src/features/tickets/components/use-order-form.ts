import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@teater/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
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

/** One ticket of the first category on sale, to start from. */
function startingCounts(show: Show): Record<string, string> {
  const first = show.categories.find((category) => categoryState(show, category).open);
  return Object.fromEntries(show.categories.map((c) => [String(c.id), c.id === first?.id ? '1' : '0']));
}

/**
 * The order form's state: its inputs checked by the contract's rules, the total of the counts
 * typed so far, and the submit that places the order and opens its payment (a refusal's messages
 * go beside the inputs they concern).
 */
export function useOrderForm(show: Show) {
  const { user } = useSession();
  const place = usePlaceOrder();
  const checkout = useCheckout(paths.ticketHistory);
  const schema = useMemo(orderFormSchema, []);
  const form = useForm<OrderFormInput, unknown, OrderFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { nama_user: user?.name ?? '', no_telp: '', counts: startingCounts(show) },
  });
  const prices = useMemo(() => new Map(show.categories.map((c) => [c.id, c.price])), [show.categories]);
  const total = totalPrice(form.watch('counts') ?? {}, prices);
  const { errors } = form.formState;
  // Counts are keyed by category id, digits, so the resolver takes them for a field array and
  // files their rule's message under `root`; a server refusal set by hand sits on `counts` itself.
  const countsError = [errors.counts?.root?.message, errors.counts?.message].find((m) => typeof m === 'string');

  const submit = form.handleSubmit((values) => {
    if (!user) {
      toast.error(authMessages.loginToOrder);
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
  return { form, submit, total, countsError, busy: place.isPending };
}
