import type { VoucherTerms } from '@teater/contract';
import { useState } from 'react';
import { ApiError, api, errorMessage } from '../../../lib/api';

/** POST /tiket/user/voucher: the code's terms, checked by the rules the order will meet. */
const checkVoucher = (body: { id_tiket: number; categories: { id: number; count: number }[]; voucher: string }) =>
  api<{ data: VoucherTerms }>('/tiket/user/voucher', { method: 'POST', body }).then((r) => r.data);

/**
 * A voucher code checked before paying, so the buyer sees its discount on the total (the order
 * then checks and applies it again on the server). A changed code forgets the check.
 */
export function useVoucherCheck(showId: number) {
  const [terms, setTerms] = useState<VoucherTerms | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const apply = async (code: string, categories: { id: number; count: number }[]) => {
    setChecking(true);
    try {
      setTerms(await checkVoucher({ id_tiket: showId, categories, voucher: code }));
      setError(undefined);
    } catch (failure) {
      setTerms(null);
      setError(failure instanceof ApiError ? (failure.errors.voucher ?? failure.message) : errorMessage(failure));
    } finally {
      setChecking(false);
    }
  };
  const reset = () => {
    setTerms(null);
    setError(undefined);
  };
  return { terms, error, checking, apply, reset };
}
