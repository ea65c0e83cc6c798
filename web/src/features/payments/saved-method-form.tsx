import { renewalMessages as m, type RenewalMethodBody } from '@teater/contract';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { useServerForm } from '../../components/form/use-server-form';
import { localHref } from '../../lib/locale';
import { cardToken, gopayLinkState, linkGopay } from './api/saved-method-calls';

type Method = RenewalMethodBody['method'];

/** The GoPay account the linking page sent the member back with (`?gopay=`), once, or null. */
export function useReturnedGopay(): string | null {
  const [account, setAccount] = useState<string | null>(null);
  useEffect(() => setAccount(new URLSearchParams(window.location.search).get('gopay')), []);
  return account;
}

interface Props {
  /** the page the GoPay linking page returns to (`?gopay=<account>` added) */
  back: string;
  submitLabel: string;
  /** what the saved method is for: opting in (the first month charged), another method, a monthly gift */
  send(body: RenewalMethodBody): Promise<{ message: string }>;
  onDone(message: string): void;
}

const CARD_FIELDS = [
  { name: 'card_number', label: m.cardNumber, autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'card_exp_month', label: m.cardExpMonth, autoComplete: 'cc-exp-month', inputMode: 'numeric' },
  { name: 'card_exp_year', label: m.cardExpYear, autoComplete: 'cc-exp-year', inputMode: 'numeric' },
  { name: 'card_cvv', label: m.cardCvv, autoComplete: 'cc-csc', inputMode: 'numeric' },
] as const;

/**
 * A saved method for charges without the payer (Sahabat's automatic renewal, monthly giving): a card (tokenized by the gateway, never sent to our server
 * as digits it keeps) or a GoPay account linked on the gateway's page, which sends the member back
 * here. Other methods (QRIS, virtual account) cannot be charged without the member: they stay manual.
 */
export function SavedMethodForm({ back, submitLabel, send, onDone }: Props) {
  const returned = useReturnedGopay();
  const [method, setMethod] = useState<Method>('card');
  const [linked, setLinked] = useState<string | null>(null);
  useEffect(() => {
    if (!returned) return;
    setMethod('gopay');
    gopayLinkState(returned).then(
      (state) => setLinked(state.status === 'ENABLED' ? state.masked : null),
      () => setLinked(null),
    );
  }, [returned]);

  const form = useServerForm({
    submit: async (values) => {
      if (method === 'card') {
        const card = Object.fromEntries(CARD_FIELDS.map(({ name }) => [name, String(values[name] ?? '')]));
        return send({ method: 'card', token_id: await cardToken(card) });
      }
      if (returned && linked) return send({ method: 'gopay', account_id: returned });
      const link = await linkGopay(String(values.phone ?? ''));
      const separator = link.activation_url.includes('?') ? '&' : '?';
      const to = `${link.activation_url}${separator}next=${encodeURIComponent(back)}`;
      // the gateway's own page (Gojek's, or the sandbox's on this site) confirms the link
      window.location.assign(to.startsWith('/') ? localHref(to) : to);
      return null;
    },
    onDone: (answer) => {
      if (answer) onDone(answer.message);
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <fieldset className="flex gap-4">
        <legend className="mb-2 font-semibold text-sm text-stone-800">{m.method}</legend>
        {(['card', 'gopay'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => setMethod(choice)}
            />
            {choice === 'card' ? m.methodCard : m.methodGopay}
          </label>
        ))}
      </fieldset>
      <FormAlert message={form.message} />
      {method === 'card' ? (
        <div className="grid grid-cols-2 gap-3">
          {CARD_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              className={field.name === 'card_number' ? 'col-span-2' : ''}
              {...form.field(field.name)}
            />
          ))}
        </div>
      ) : linked ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-900 text-sm">
          {m.gopayReady(linked)}
        </p>
      ) : (
        <TextField label={m.gopayPhone} type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
      )}
      <SubmitButton pending={form.pending} ready={form.ready} className="w-full">
        {method === 'gopay' && !linked ? m.gopayLink : submitLabel}
      </SubmitButton>
    </form>
  );
}
