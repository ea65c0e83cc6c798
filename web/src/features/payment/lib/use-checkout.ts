import { useQueryClient } from '@tanstack/react-query';
import { type PaymentStart, paymentMessages } from '@teater/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { forwardResult, refreshAfterPayment } from '../api/payment-api';
import { toastOutcome } from './outcome-toast';
import { loadSnap } from './snap';

/**
 * Opens the provider's checkout for a started payment: snap.js with Midtrans, the sandbox page
 * otherwise. Snap's success and pending results are forwarded to the webhook (which asks Midtrans
 * before believing them); the sandbox page does the same through its own call. `returnTo` is where
 * the buyer lands afterwards.
 */
export function useCheckout(returnTo: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(
    async (start: PaymentStart) => {
      if (start.provider !== 'midtrans' || !start.snap_url || !start.client_key) {
        navigate(`${paths.paymentSandbox(start.token)}?next=${encodeURIComponent(returnTo)}`);
        return;
      }
      const forward = async (result: unknown) => {
        try {
          toastOutcome((await forwardResult(result)).state);
        } catch (error) {
          toast.error(errorMessage(error));
        }
        await refreshAfterPayment(client);
        navigate(returnTo);
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
    [client, navigate, returnTo],
  );
}
