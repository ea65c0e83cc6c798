import { donationMessages as m } from '@teater/contract';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
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
  return (
    <Panel id="campaign-thanks" title={m.thanksTitle}>
      <p className="mb-3 text-sm text-stone-600">{m.thanksIntro}</p>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-3">
        <TextField label={m.thanksSubject} maxLength={150} {...form.field('subject')} />
        <TextAreaField label={m.thanksMessage} rows={5} maxLength={5000} {...form.field('message')} />
        <FormAlert message={form.message} />
        <SubmitButton pending={form.pending} ready={form.ready}>
          {m.thanksSend}
        </SubmitButton>
      </form>
    </Panel>
  );
}
