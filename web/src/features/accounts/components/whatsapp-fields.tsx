import { audienceMessages as m, type WhatsAppSetting } from '@teater/contract';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { toastingUnfielded, unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { toast } from '../../../lib/toast';
import { changeWhatsApp } from '../api/whatsapp-calls';

/** The form (an island): the server checks the number; the saved setting shows at once. */
export function WhatsAppFields({ setting: initial }: { setting: WhatsAppSetting }) {
  const [setting, setSetting] = useState(initial);
  const form = useServerForm({
    submit: (values) =>
      toastingUnfielded(
        changeWhatsApp(values.granted ? { granted: true, number: String(values.number) } : { granted: false }),
        m.whatsappSaveFailed,
      ),
    fallback: m.whatsappSaveFailed,
    onDone: (answer) => {
      toast.success(answer.message);
      setSetting(answer.data);
    },
  });
  return (
    // keyed by the saved number: the input then shows it as the server wrote it
    <form key={String(setting.number)} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <TextField
        id="whatsapp-number"
        label={m.whatsappNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={m.whatsappNumberHint}
        defaultValue={setting.number ? `+${setting.number}` : ''}
        {...form.field('number')}
      />
      <CheckboxField id="whatsapp-granted" defaultChecked={setting.granted} {...form.field('granted')}>
        {m.whatsappOptIn}
      </CheckboxField>
      <p className="text-sm text-stone-600" aria-live="polite">
        {setting.granted && setting.number ? m.whatsappOn(setting.number) : m.whatsappOff}
      </p>
      <SubmitButton pending={form.pending} ready={form.ready}>
        {m.whatsappSave}
      </SubmitButton>
    </form>
  );
}
