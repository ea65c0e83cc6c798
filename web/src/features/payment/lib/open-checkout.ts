import { type PaymentStart, paymentMessages } from '@teater/contract';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast, toastAfterLoad } from '../../../lib/toast';
import { forwardResult } from '../api/payment-calls';
import { outcomeToast } from './outcome-toast';
import { loadSnap } from './snap';

/**
 * Opens a started payment's checkout from an island (no router, no query cache): the sandbox page
 * or Midtrans' snap.js; afterwards the buyer lands on `returnTo` as a page load, which shows the
 * fresh state, with the outcome's toast. useCheckout does the same inside the app.
 */
export async function openCheckout(start: PaymentStart, returnTo: string) {
  if (start.provider !== 'midtrans' || !start.snap_url || !start.client_key) {
    window.location.assign(`${paths.paymentSandbox(start.token)}?next=${encodeURIComponent(returnTo)}`);
    return;
  }
  const forward = async (result: unknown) => {
    try {
      const [kind, message] = outcomeToast((await forwardResult(result)).state);
      toastAfterLoad(kind, message);
    } catch (error) {
      toastAfterLoad('error', errorMessage(error));
    }
    window.location.assign(returnTo);
  };
  try {
    const snap = await loadSnap(start.snap_url, start.client_key);
    snap.pay(start.token, {
      onSuccess: forward,
      onPending: forward,
      onError: () => toast.error(paymentMessages.failed),
      onClose: () => toast(paymentMessages.closed),
    });
  } catch {
    window.location.assign(start.redirect_url);
  }
}
