import { type CampaignProgress, formatRupiah, MIN_DONATION, donationMessages as m } from '@teater/contract';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { type FormValues, useServerForm } from '../../../components/form/use-server-form';
import { localHref } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { openCheckout } from '../../payments/lib/open-checkout';
import { useReturnedGopay } from '../../payments/saved-method-form';
import { startDonation } from '../api/donation-calls';
import { keepWishes, keptWishes, MonthlyStep, type MonthlyWishes } from './monthly-step';

/** The body of a gift from the form: a suggested amount, or the donor's own when typed. */
function bodyOf(campaignId: number, values: FormValues) {
  const own = String(values.own ?? '').replace(/\D/g, '');
  const text = (name: string) => (String(values[name] ?? '').trim() ? String(values[name]).trim() : undefined);
  return {
    campaign_id: campaignId,
    amount: own ? Number(own) : Number(values.amount ?? 0),
    name: text('name'),
    email: text('email'),
    message: text('message'),
    anonymous: values.anonymous === true,
    on_wall: values.on_wall === true,
    may_mail: values.may_mail === true,
  };
}

type Frequency = 'once' | 'monthly';

/**
 * Giving to a campaign (issue 46): an amount (suggested or one's own), name and e-mail (a member's
 * own by default), anonymous or named, on the wall or not, a message; the server checks it all.
 * Once: paid on the provider's checkout (the sandbox's page for gifts needs no account). Every
 * month (members only: the plan is the account's): the card or GoPay is asked for next.
 */
export function GiveForm({ progress }: { progress: CampaignProgress }) {
  const { user: member } = useSession();
  const back = paths.campaigns.detail(progress.id);
  const returnedGopay = useReturnedGopay();
  const [frequency, setFrequency] = useState<Frequency>('once');
  const [wishes, setWishes] = useState<MonthlyWishes | null>(null);
  // back from linking GoPay on the gateway's page: the gift chosen before it is paid now
  useEffect(() => {
    const kept = returnedGopay ? keptWishes(progress.id) : null;
    if (kept) {
      setFrequency('monthly');
      setWishes(kept);
    }
  }, [returnedGopay, progress.id]);

  const form = useServerForm({
    // a monthly gift reaches the server only with its method: its amount is checked here first
    check: (values): Record<string, string> =>
      frequency === 'monthly' && bodyOf(progress.id, values).amount < MIN_DONATION ? { amount: m.minimum } : {},
    submit: async (values) => {
      const body = bodyOf(progress.id, values);
      if (frequency === 'once') return startDonation(body);
      const { name: _name, email: _email, ...chosen } = body;
      keepWishes(chosen);
      setWishes(chosen);
      return null;
    },
    onDone: (start) => {
      if (!start) return;
      if (start.provider === 'sandbox')
        window.location.assign(localHref(`${paths.donationCheckout(start.token)}?next=${encodeURIComponent(back)}`));
      else openCheckout(start, back);
    },
  });
  if (member && wishes) return <MonthlyStep wishes={wishes} back={back} onChange={() => setWishes(null)} />;
  const [first] = progress.suggested;
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label={m.give}>
      {member && (
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 font-semibold text-sm text-stone-800">{m.frequency}</legend>
          {(['once', 'monthly'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="frequency"
                value={choice}
                checked={frequency === choice}
                onChange={() => setFrequency(choice)}
              />
              {choice === 'once' ? m.once : m.monthly}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold text-sm text-stone-800">{m.amount}</legend>
        <div className="flex flex-wrap gap-2">
          {progress.suggested.map((amount) => (
            <label key={amount} className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-stone-300">
              <input type="radio" name="amount" value={amount} defaultChecked={amount === first} />
              {formatRupiah(amount)}
            </label>
          ))}
        </div>
        <TextField label={m.ownAmount} inputMode="numeric" {...form.field('own')} error={form.errorOf('amount')} />
      </fieldset>
      {frequency === 'once' && (
        <>
          <TextField label={m.name} autoComplete="name" defaultValue={member?.name ?? ''} {...form.field('name')} />
          <TextField
            label={m.email}
            type="email"
            autoComplete="email"
            defaultValue={member?.email ?? ''}
            {...form.field('email')}
          />
        </>
      )}
      <TextField label={m.message} maxLength={280} {...form.field('message')} />
      <CheckboxField name="anonymous">{m.hideName}</CheckboxField>
      <CheckboxField name="on_wall">{m.onWall}</CheckboxField>
      <CheckboxField name="may_mail">{m.mayMail}</CheckboxField>
      <FormAlert message={form.message} />
      <SubmitButton pending={form.pending} ready={form.ready}>
        {frequency === 'once' ? m.give : m.monthlyNext}
      </SubmitButton>
    </form>
  );
}
