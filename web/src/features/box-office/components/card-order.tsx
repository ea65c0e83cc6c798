import { authMessages, ticketMessages } from '@teater/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { island } from '../../../components/island';
import { useRequireLogin } from '../../../lib/login-return';
import { useSession } from '../../../lib/session';
import { type Show, salesState } from '../lib/sales-state';

// The dialog and its form load for a logged-in visitor only (visitors are sent to log in).
const loadDialog = () => import('./order-dialog').then((m) => ({ default: m.OrderDialog }));
const OrderDialog = lazy(loadDialog);

/**
 * A show card's 'Pesan Tiket' and its order dialog (an island on /tiket: the card around it is
 * the server's HTML). Ordering needs a login (spec 5's second login text, then the login page);
 * the button waits until the browser knows who is looking.
 */
export function CardOrder({ show }: { show: Show }) {
  const { user, isLoading } = useSession();
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const state = salesState(show);
  useEffect(() => {
    if (user) void loadDialog();
  }, [user]);
  return (
    <>
      <button
        type="button"
        disabled={!state.open || isLoading}
        onClick={() => (user ? setOpen(true) : requireLogin(authMessages.loginToOrder))}
        className={`rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600 ${
          state.open ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed disabled:bg-stone-400'
        }`}
      >
        {ticketMessages.order}
      </button>
      {open && user && (
        <Suspense fallback={null}>
          <OrderDialog show={show} user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export const CardOrderIsland = island('card-order', CardOrder);
