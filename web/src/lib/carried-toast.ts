import { localHref } from './locale';
import { toast } from './toast';

/**
 * A toast that outlives a page load: on island pages a navigation is a full load of the next
 * page (islands/router-stand-in.tsx), which would take a toast shown just before it away. It is
 * shown at once (in the app the next page arrives without a load) and kept for the next page,
 * which shows it again when it is the page the toast went with and arrives soon after.
 */
type Kind = 'success' | 'error' | 'blank';
interface Carried {
  kind: Kind;
  message: string;
  id?: string;
  to: string;
  at: number;
}

const KEY = 'carried-toast';
const FRESH_MS = 10_000;

const show = ({ kind, message, id }: Pick<Carried, 'kind' | 'message' | 'id'>) =>
  kind === 'blank' ? toast(message, { id }) : toast[kind](message, { id });

/** The page as its address reads: a reload of it is where a toast carried without `to` goes. */
const here = () => `${window.location.pathname}${window.location.search}`;

/** Shows the toast now and once more on `to` (default: this page, reloaded), if the browser loads that page next. */
export function carryToast(kind: Kind, message: string, to: string = here(), id?: string) {
  show({ kind, message, id });
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ kind, message, id, to: localHref(to), at: Date.now() } satisfies Carried),
    );
  } catch {
    // storage refused (private mode): the toast was shown, the next page just will not repeat it
  }
}

/** On a page load: the toast carried here from the page before, if any (then forgotten). */
export function showCarriedToast() {
  let carried: Carried | null = null;
  try {
    carried = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Carried | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (carried && carried.to === here() && Date.now() - carried.at < FRESH_MS) show(carried);
}
