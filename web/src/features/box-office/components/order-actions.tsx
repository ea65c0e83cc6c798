import { formatDateTime, orderMessages, type PaymentStart } from '@teater/contract';
import { useState } from 'react';
import { island } from '../../../components/island';
import { api, errorMessage } from '../../../lib/api';
import { carryToast } from '../../../lib/carried-toast';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { openCheckout } from '../../payments/lib/open-checkout';
import { HoldCountdown } from './hold-countdown';

/** Still waiting for payment, and still payable: its time has not passed. */
export const isPayable = (checkout: { status: string; expiresAt: string }, now = Date.now()) =>
  checkout.status === 'pending' && new Date(checkout.expiresAt).getTime() > now;

const buttonClass =
  'rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

interface Props {
  /** the checkout's own calls: `{calls}/resume` and `{calls}/cancel` */
  calls: string;
  expiresAt: string;
  /** where the buyer lands after paying */
  returnTo: string;
  cancelConfirm: string;
  /** a ticket order's hold: counted down, and extendable once while `extendable` */
  hold?: { extendable: boolean };
}

/**
 * A checkout left unpaid, while it lasts (a ticket order's held seats, a subscription's window):
 * 'Bayar sekarang' opens its own checkout again; 'Batalkan' ends it (a ticket order's seats
 * return at once), and the history loads again with the new state and the server's word. The
 * server checks both. An island: plain calls, no query cache (the history is the server's render).
 */
export function CheckoutActionsPart({ calls, expiresAt, returnTo, cancelConfirm, hold }: Props) {
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [until, setUntil] = useState(expiresAt);
  const [extended, setExtended] = useState(false);
  const run = async (call: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setBusy(false);
      toast.error(errorMessage(error));
    }
  };
  const resume = () =>
    run(async () => {
      const { data } = await api<{ data: PaymentStart }>(`${calls}/resume`, { method: 'POST' });
      await openCheckout(data, returnTo);
    });
  const cancel = () =>
    run(async () => {
      const { message } = await api<{ message: string }>(`${calls}/cancel`, { method: 'POST' });
      carryToast('success', message);
      window.location.reload();
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={busy || !ready}
        onClick={() => void resume()}
        className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`}
      >
        {orderMessages.payNow}
      </button>
      <button
        type="button"
        disabled={busy || !ready}
        onClick={() => {
          if (window.confirm(cancelConfirm)) void cancel();
        }}
        className={`${buttonClass} bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100`}
      >
        {orderMessages.cancel}
      </button>
      {hold && (
        <HoldCountdown
          calls={calls}
          until={until}
          extendable={hold.extendable && !extended}
          onExtended={(next) => {
            setUntil(next);
            setExtended(true);
          }}
        />
      )}
      <span className="w-full text-stone-500 text-xs">{orderMessages.payBefore(formatDateTime(until))}</span>
    </div>
  );
}

export const CheckoutActions = island('checkout-actions', CheckoutActionsPart);
