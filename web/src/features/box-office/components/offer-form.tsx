import { zodResolver } from '@hookform/resolvers/zod';
import { adminMessages, formatRupiah, ticketMessages, type WaitlistEntry, waitlistClaimBody } from '@teater/contract';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useClaimOffer } from '../api/waitlist-api';
import { BuyerFields } from './buyer-fields';
import { useOrderCheckout } from './use-order-checkout';
import { VoucherField } from './voucher-field';

type Input = z.input<ReturnType<typeof waitlistClaimBody>>;
type Output = z.output<ReturnType<typeof waitlistClaimBody>>;

/**
 * The offer's seats bought: the buyer's name and phone (and a voucher), the total at the price
 * this member pays, then the payment as for any order. The server re-checks the offer and prices.
 */
export function OfferForm({ entry }: { entry: WaitlistEntry }) {
  const id = useId();
  const { user } = useSession();
  const claim = useClaimOffer(entry.id);
  const checkout = useOrderCheckout();
  const schema = useMemo(waitlistClaimBody, []);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { nama_user: user?.name ?? '', no_telp: '', voucher: '' },
  });
  const { errors } = form.formState;
  // mutateAsync: once bought, the reloaded offer replaces this form before a mutate's own callbacks run
  const submit = form.handleSubmit(async (values) => {
    try {
      await checkout((await claim.mutateAsync(values)).data);
    } catch (error) {
      for (const [name, message] of Object.entries(error instanceof ApiError ? error.errors : {})) {
        if (name === 'nama_user' || name === 'no_telp' || name === 'voucher') form.setError(name, { message });
      }
      toast.error(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <BuyerFields
        id={id}
        errors={{ nama_user: errors.nama_user?.message, no_telp: errors.no_telp?.message }}
        inputOf={form.register}
      />
      <VoucherField id={id} input={form.register('voucher')} error={errors.voucher?.message} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="text-sm text-stone-600">{ticketMessages.total}: </span>
          <span className="font-semibold text-lg">{formatRupiah(entry.category.price * entry.quantity)}</span>
        </p>
        <button
          type="submit"
          disabled={claim.isPending}
          className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-600 disabled:opacity-60 sm:w-auto"
        >
          {claim.isPending ? adminMessages.busy.processing : ticketMessages.pay}
        </button>
      </div>
    </form>
  );
}
