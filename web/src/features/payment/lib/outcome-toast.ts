import { messages, type PaymentState } from '@teater/contract';
import { toast } from '../../../lib/toast';

/** The spec's toasts: 'Payment success' when paid, 'Payment pending' while waiting. */
export function toastOutcome(state: PaymentState) {
  if (state === 'paid') toast.success(messages.payment.success);
  else if (state === 'pending' || state === 'challenge') toast(messages.payment.pending);
  else toast.error(messages.payment.failed);
}
