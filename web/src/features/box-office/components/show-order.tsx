import { categoryMessages, isSubscriptionActive, seatingMessages, ticketMessages } from '@teater/contract';
import { lazy, Suspense, useId } from 'react';
import { island } from '../../../components/island';
import { useSession } from '../../../lib/session';
import { isPast, type Show, salesState, salesWindowText, soldOutCategories } from '../lib/sales-state';
import { useSeatMap } from '../lib/use-seat-map';
import { CategoryCounts } from './category-counts';
import { LoginToOrder } from './login-to-order';

// Loaded once the visitor turns out to be logged in: visitors never load the form's script.
const OrderForm = lazy(() => import('./order-form').then((m) => ({ default: m.OrderForm })));
// Loaded for a seated show only: general admission pages never load the map's script.
const SeatOrder = lazy(() => import('./seat-order').then((m) => ({ default: m.SeatOrder })));
// Loaded where it may show: a category is sold out, or a member may have entries to see.
const WaitlistSection = lazy(() => import('./waitlist-join').then((m) => ({ default: m.WaitlistSection })));

/**
 * A show's categories with price, seats left and sales state, and the order form when it can be
 * ordered. What it shows depends on who is looking (logged in, an active Sahabat in a presale,
 * their waiting-list entries): the server renders it for nobody and the browser decides once
 * hydrated (an island on the show's page).
 */
export function ShowOrder({ show }: { show: Show }) {
  const id = useId();
  const { isLoggedIn, user } = useSession();
  const member = isSubscriptionActive(user?.subscription_time);
  const state = salesState(show, undefined, member);
  const past = isPast(show);
  const seating = useSeatMap(show.id);
  if (seating.map && !past) {
    return (
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 lg:p-6"
      >
        <h2 id={`${id}-title`} className="font-display font-semibold text-xl">
          {seatingMessages.pickTitle}
        </h2>
        <p className="mb-4 text-sm text-stone-600">{`${salesWindowText(show)}${state.open ? '' : ` · ${state.reason}`}`}</p>
        <Suspense fallback={null}>
          <SeatOrder
            map={seating.map}
            unavailable={seating.unavailable}
            user={state.open && isLoggedIn && user ? user : null}
            refresh={seating.refresh}
          />
        </Suspense>
        {state.open && !isLoggedIn && <LoginToOrder className="mt-4" />}
      </section>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:p-6">
      <h2 id={`${id}-title`} className="font-display font-semibold text-xl">
        {past ? categoryMessages.pastTitle : ticketMessages.order}
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        {past ? categoryMessages.pastShow : `${salesWindowText(show)}${state.open ? '' : ` · ${state.reason}`}`}
      </p>
      {state.open && isLoggedIn && user ? (
        <Suspense fallback={<CategoryCounts show={show} formId={id} member={member} />}>
          <OrderForm show={show} user={user} />
        </Suspense>
      ) : (
        <>
          <CategoryCounts show={show} formId={id} member={member} />
          {state.open && <LoginToOrder className="mt-4" />}
        </>
      )}
      {!past && (isLoggedIn || soldOutCategories(show).length > 0) && (
        <Suspense fallback={null}>
          <WaitlistSection show={show} />
        </Suspense>
      )}
    </section>
  );
}

export const ShowOrderIsland = island('show-order', ShowOrder);
