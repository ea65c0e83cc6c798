import { type PaymentState, paymentMessages } from '@teater/contract';
import { carryToast } from '../../../lib/carried-toast';
import { toast } from '../../../lib/toast';

/** The spec's toasts: 'Payment success' when paid, 'Payment pending' while waiting. */
function outcomeOf(state: PaymentState) {
  if (state === 'paid') return { kind: 'success', message: paymentMessages.success } as const;
  if (state === 'pending' || state === 'challenge') return { kind: 'blank', message: paymentMessages.pending } as const;
  return { kind: 'error', message: paymentMessages.failed } as const;
}

export function toastOutcome(state: PaymentState) {
  const { kind, message } = outcomeOf(state);
  if (kind === 'blank') toast(message);
  else toast[kind](message);
}

/** The outcome's toast, shown now and again on `to`, the page the buyer is sent to by a page load. */
export function carryOutcome(state: PaymentState, to: string) {
  const { kind, message } = outcomeOf(state);
  carryToast(kind, message, to);
}
