import { formatRupiah, donationMessages as m } from '@teater/contract';
import { carryToast } from '../../../lib/carried-toast';
import { localHref } from '../../../lib/locale';
import { SavedMethodForm } from '../../payments/saved-method-form';
import { startMonthlyDonation } from '../api/donation-calls';

/** What a member chose on the giving form for a monthly gift, before the method is given. */
export interface MonthlyWishes {
  campaign_id: number;
  amount: number;
  anonymous: boolean;
  on_wall: boolean;
  may_mail: boolean;
  message?: string;
}

// Linking GoPay leaves the page for the gateway's and comes back with ?gopay=: the wishes wait here.
const keyOf = (campaignId: number) => `monthly-gift:${campaignId}`;

export function keepWishes(wishes: MonthlyWishes) {
  try {
    sessionStorage.setItem(keyOf(wishes.campaign_id), JSON.stringify(wishes));
  } catch {
    // storage refused (private mode): a card still works; GoPay's return starts the form again
  }
}

function forgetWishes(campaignId: number) {
  try {
    sessionStorage.removeItem(keyOf(campaignId));
  } catch {
    // storage refused: nothing was kept
  }
}

/** The wishes kept before leaving to link GoPay, when the page is back with its account. */
export function keptWishes(campaignId: number): MonthlyWishes | null {
  try {
    const text = sessionStorage.getItem(keyOf(campaignId));
    return text ? (JSON.parse(text) as MonthlyWishes) : null;
  } catch {
    return null;
  }
}

/**
 * The second step of a monthly gift: the card or GoPay it is charged to, with the form Sahabat's
 * automatic renewal uses (payment/saved-method-form). The first month is charged at once; the page
 * then loads again with the bar moved and the thank-you toast.
 */
export function MonthlyStep({ wishes, back, onChange }: { wishes: MonthlyWishes; back: string; onChange(): void }) {
  return (
    <section aria-label={m.monthly} className="flex flex-col gap-4">
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-stone-800" data-testid="monthly-summary">
        {m.monthlySummary(formatRupiah(wishes.amount))}
      </p>
      <SavedMethodForm
        back={back}
        submitLabel={m.monthlyPay}
        send={(method) => startMonthlyDonation({ ...wishes, ...method })}
        onDone={(message) => {
          forgetWishes(wishes.campaign_id);
          carryToast('success', message, back);
          window.location.assign(localHref(back));
        }}
      />
      <button type="button" onClick={onChange} className="text-sm text-stone-600 underline">
        {m.monthlyChange}
      </button>
    </section>
  );
}
