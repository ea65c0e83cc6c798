import { donationMessages as m } from '@teater/contract';
import { useId } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useServerForm } from '../../../components/form/use-server-form';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Panel } from '../kit';

/**
 * The thank-you note to a campaign's donors who agreed to mail (POST /kampanyes/:id/thanks): the
 * server sends it once per donor and audits it; the toast says how many it reached.
 */
export function CampaignThanksForm({ campaignId }: { campaignId: string }) {
  const messageId = useId();
  const form = useServerForm({
    submit: (values) =>
      api<{ message: string; data: { queued: number } }>(`/kampanyes/${campaignId}/thanks`, {
        method: 'POST',
        body: { subject: String(values.subject ?? ''), message: String(values.message ?? '') },
      }),
    onDone: (answer, element) => {
      toast.success(answer.message);
      element.reset();
    },
  });
  const messageError = form.errorOf('message');
  return (
    <Panel id="campaign-thanks" title={m.thanksTitle}>
      <p className="mb-3 text-sm text-stone-600">{m.thanksIntro}</p>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <TextField label={m.thanksSubject} maxLength={150} {...form.field('subject')} />
        <label htmlFor={messageId} className="font-semibold text-sm text-stone-800">
          {m.thanksMessage}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={5}
          maxLength={5000}
          aria-invalid={messageError ? true : undefined}
          onChange={() => form.clear('message')}
          className="rounded-lg border border-stone-300 px-3 py-2"
        />
        {messageError && <p className="text-red-700 text-sm">{messageError}</p>}
        <FormAlert message={form.message} />
        <SubmitButton pending={form.pending} ready={form.ready}>
          {m.thanksSend}
        </SubmitButton>
      </form>
    </Panel>
  );
}
