import { type PaymentStart, paymentMessages } from '@teater/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { carryToast } from '../../../lib/carried-toast';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { forwardResult } from '../api/payment-calls';
import { carryOutcome } from './outcome-toast';
import { loadSnap } from './snap';

/**
 * Opens the provider's checkout for a started payment: snap.js with Midtrans, the sandbox page
 * otherwise. Snap's success and pending results are forwarded to the webhook (which asks Midtrans
 * before believing them); the sandbox page does the same through its own call. `returnTo` is where
 * the buyer lands afterwards: after Snap with a page load, so the session (a subscription), the
 * histories and the seats left are read afresh, on island pages (no query cache) as in the app.
 */
export function useCheckout(returnTo: string) {
  const navigate = useNavigate();
  return useCallback(
    async (start: PaymentStart) => {
      if (start.provider !== 'midtrans' || !start.snap_url || !start.client_key) {
        navigate(`${paths.paymentSandbox(start.token)}?next=${encodeURIComponent(returnTo)}`);
        return;
      }
      const forward = async (result: unknown) => {
        try {
          carryOutcome((await forwardResult(result)).state, returnTo);
        } catch (error) {
          carryToast('error', errorMessage(error), returnTo);
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
        // snap.js blocked or offline: Midtrans' hosted page works without it.
        window.location.assign(start.redirect_url);
      }
    },
    [navigate, returnTo],
  );
}
