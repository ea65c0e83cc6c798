import type { PaymentStart } from '@teater/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openCheckout } from './open-checkout';

/** openCheckout with the page's navigation: client-side in the app, a page load on island pages. */
export function useCheckout(returnTo: string) {
  const navigate = useNavigate();
  return useCallback((start: PaymentStart) => openCheckout(start, returnTo, navigate), [navigate, returnTo]);
}
