import { type TicketOrderStart, ticketMessages } from '@teater/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { carryToast } from '../../../lib/carried-toast';
import { paths } from '../../../lib/site-table';
import { useCheckout } from '../../payments/lib/use-checkout';

/**
 * After an order is placed (from the show page or a waiting list's offer): its payment opens, or,
 * when a voucher took the whole price, it is already paid and the buyer goes to their tickets.
 */
export function useOrderCheckout() {
  const checkout = useCheckout(paths.ticketHistory);
  const navigate = useNavigate();
  return useCallback(
    (start: TicketOrderStart) => {
      if (!start.free) return checkout(start);
      // on an island page the history arrives with a page load: the toast goes along
      carryToast('success', ticketMessages.freeOrder, paths.ticketHistory);
      navigate(paths.ticketHistory);
    },
    [checkout, navigate],
  );
}
