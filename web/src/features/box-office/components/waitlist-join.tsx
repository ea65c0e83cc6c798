import type { WaitlistEntry } from '@teater/contract';
import { MAX_WAITLIST_QUANTITY, waitlistMessages as m, ticketMessages } from '@teater/contract';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { joinWaitlist, myWaitlist } from '../api/waitlist-calls';
import { type Show, soldOutCategories } from '../lib/sales-state';
import { WaitlistEntries } from '../waitlist-entries';
import { LoginToOrder } from './login-to-order';

const field =
  'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';

/** Which sold-out category and how many seats; the server says why it refuses, beside the inputs. */
function JoinForm({ categories, onJoined }: { categories: Show['categories']; onJoined(): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  // a double click joins once: the second finds this set before React renders the disabled button
  const sending = useRef(false);
  const [category, setCategory] = useState(String(categories[0]?.id ?? ''));
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      toast.success((await joinWaitlist({ id_kategori: Number(category), quantity: Number(quantity) })).message);
      // the entries read again: this category is now waited for, and this form goes
      onJoined();
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.errors : {};
      setError(errors.quantity ?? errors.id_kategori ?? errorMessage(failure));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-category`} className="font-medium text-sm">
          {ticketMessages.category}
        </label>
        <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)} className={field}>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-quantity`} className="font-medium text-sm">
          {m.quantity}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_WAITLIST_QUANTITY}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className={field}
        />
      </div>
      <button
        type="submit"
        disabled={busy || category === ''}
        className="rounded-lg bg-stone-800 px-4 py-2 font-semibold text-white hover:bg-stone-700 disabled:opacity-60"
      >
        {m.join}
      </button>
      <p id={`${id}-error`} role="alert" className="text-red-700 text-sm sm:col-span-3">
        {error}
      </p>
    </form>
  );
}

/** The member's live entries for this show, read once the browser knows they are logged in. */
function useShowWaitlist(showId: number, loggedIn: boolean) {
  const [entries, setEntries] = useState<WaitlistEntry[]>([]);
  const reload = useCallback(() => {
    myWaitlist().then(
      (answer) => setEntries(answer.data.filter((entry) => entry.tiket.id === showId)),
      () => undefined, // unread: the section shows what it knows, as before the answer
    );
  }, [showId]);
  useEffect(() => {
    if (loggedIn) reload();
  }, [loggedIn, reload]);
  return { entries: loggedIn ? entries : [], reload };
}

/**
 * A show's waiting list: shown while some category is sold out. A member sees their place in line
 * (or their offer) and joins for the sold-out categories they do not wait for yet; a visitor is
 * asked to log in.
 */
export function WaitlistSection({ show }: { show: Show }) {
  const id = useId();
  const { isLoggedIn } = useSession();
  const { entries, reload } = useShowWaitlist(show.id, isLoggedIn);
  const waiting = new Set(entries.map((entry) => entry.category.id));
  const soldOut = soldOutCategories(show).filter((category) => !waiting.has(category.id));
  if (soldOut.length === 0 && entries.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 border-stone-200 border-t pt-5">
      <h3 id={`${id}-title`} className="font-display font-semibold text-lg">
        {m.title}
      </h3>
      <p className="text-sm text-stone-600">{m.joinHint}</p>
      {entries.length > 0 && <WaitlistEntries entries={entries} onChanged={reload} />}
      {soldOut.length > 0 &&
        (isLoggedIn ? (
          <JoinForm key={soldOut.map((c) => c.id).join()} categories={soldOut} onJoined={reload} />
        ) : (
          <LoginToOrder />
        ))}
    </section>
  );
}
