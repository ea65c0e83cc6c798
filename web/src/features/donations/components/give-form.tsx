import { type CampaignProgress, formatRupiah, donationMessages as m } from '@teater/contract';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { type FormValues, useServerForm } from '../../../components/form/use-server-form';
import { localHref } from '../../../lib/locale';
import { useSession } from '../../../lib/session';
import { paths } from '../../../lib/site-table';
import { openCheckout } from '../../payments/lib/open-checkout';
import { startDonation } from '../api/donation-calls';

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
  };
}

/**
 * Giving once to a campaign (issue 46): an amount (suggested or one's own), name and e-mail (a
 * member's own by default), anonymous or named, on the wall or not, a message; the server checks
 * it all. Paid on the provider's checkout; the sandbox's page for gifts needs no account.
 */
export function GiveForm({ progress }: { progress: CampaignProgress }) {
  const { user: member } = useSession();
  const back = paths.campaigns.detail(progress.id);
  const form = useServerForm({
    submit: (values) => startDonation(bodyOf(progress.id, values)),
    onDone: (start) =>
      start.provider === 'sandbox'
        ? window.location.assign(localHref(`${paths.donationCheckout(start.token)}?next=${encodeURIComponent(back)}`))
        : openCheckout(start, back),
  });
  const [first] = progress.suggested;
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label={m.give}>
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
      <TextField label={m.name} autoComplete="name" defaultValue={member?.name ?? ''} {...form.field('name')} />
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        defaultValue={member?.email ?? ''}
        {...form.field('email')}
      />
      <TextField label={m.message} maxLength={280} {...form.field('message')} />
      <CheckboxField name="anonymous">{m.hideName}</CheckboxField>
      <CheckboxField name="on_wall">{m.onWall}</CheckboxField>
      <FormAlert message={form.message} />
      <SubmitButton pending={form.pending} ready={form.ready}>
        {m.give}
      </SubmitButton>
    </form>
  );
}
