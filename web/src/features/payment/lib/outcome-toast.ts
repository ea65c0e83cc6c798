import { type PaymentState, paymentMessages } from '@teater/contract';
import { toast } from '../../../lib/toast';

/** The spec's toasts: 'Payment success' when paid, 'Payment pending' while waiting. */
export function toastOutcome(state: PaymentState) {
  if (state === 'paid') toast.success(paymentMessages.success);
  else if (state === 'pending' || state === 'challenge') toast(paymentMessages.pending);
  else toast.error(paymentMessages.failed);
}
