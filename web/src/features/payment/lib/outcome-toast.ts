import { type PaymentState, paymentMessages } from '@teater/contract';
import { toast } from '../../../lib/toast';

/** The spec's toasts: 'Payment success' when paid, 'Payment pending' while waiting. */
export function outcomeToast(state: PaymentState): ['success' | 'blank' | 'error', string] {
  if (state === 'paid') return ['success', paymentMessages.success];
  if (state === 'pending' || state === 'challenge') return ['blank', paymentMessages.pending];
  return ['error', paymentMessages.failed];
}

export function toastOutcome(state: PaymentState) {
  const [kind, message] = outcomeToast(state);
  if (kind === 'blank') toast(message);
  else toast[kind](message);
}
