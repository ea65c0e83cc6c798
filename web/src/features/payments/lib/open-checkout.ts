import { type PaymentStart, paymentMessages } from '@teater/contract';
import { errorMessage } from '../../../lib/api';
import { carryToast } from '../../../lib/carried-toast';
import { localHref } from '../../../lib/locale';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { forwardResult } from '../api/payment-calls';
import { carryOutcome } from './outcome-toast';
import { loadSnap } from './snap';

/**
 * Opens the provider's checkout for a started payment: snap.js with Midtrans, the sandbox page
 * otherwise (`go`: the app's navigate, or a page load on island pages). Snap's success and pending
 * results are forwarded to the webhook (which asks Midtrans before believing them); the sandbox
 * page does the same through its own call. `returnTo` is where the buyer lands afterwards: after
 * Snap with a page load, so the session (a subscription), the histories and the seats left are
 * read afresh, with the outcome's toast (carried across the load).
 */
export async function openCheckout(
  start: PaymentStart,
  returnTo: string,
  go: (to: string) => unknown = (to) => window.location.assign(localHref(to)),
) {
  if (start.provider !== 'midtrans' || !start.snap_url || !start.client_key) {
    await go(`${paths.paymentSandbox(start.token)}?next=${encodeURIComponent(returnTo)}`);
    return;
  }
  const forward = async (result: unknown) => {
    try {
      carryOutcome((await forwardResult(result)).state, returnTo);
    } catch (error) {
      carryToast('error', errorMessage(error), returnTo);
    }
    window.location.assign(localHref(returnTo));
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
    // snap.js blocked or offline: Midtrans' hosted page works without it.
    window.location.assign(localHref(start.redirect_url));
  }
}
