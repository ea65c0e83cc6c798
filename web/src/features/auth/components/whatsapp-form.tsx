import { zodResolver } from '@hookform/resolvers/zod';
import { audienceMessages as m, type WhatsAppSetting, whatsappChangeBody } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useChangeWhatsApp, useMyWhatsApp } from '../api/whatsapp';
import { FormSection } from './form-section';

const fields = ['number', 'granted'] as const;

function WhatsAppFields({ setting }: { setting: WhatsAppSetting }) {
  const change = useChangeWhatsApp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(whatsappChangeBody),
    defaultValues: { number: setting.number ? `+${setting.number}` : '', granted: setting.granted },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values.granted ? values : { granted: false });
      toast.success(answer.message);
    } catch (error) {
      if (!applyServerErrors(error, setError, fields)) toast.error(errorMessage(error, m.whatsappSaveFailed));
    }
  });
  const formError = change.isError && !fields.some((f) => errors[f]?.type === 'server') ? change.error : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert message={formError ? errorMessage(formError, m.whatsappSaveFailed) : null} />
      <TextField
        label={m.whatsappNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={m.whatsappNumberHint}
        error={errors.number?.message}
        {...register('number')}
      />
      <CheckboxField error={errors.granted?.message} {...register('granted')}>
        {m.whatsappOptIn}
      </CheckboxField>
      <p className="text-sm text-stone-600" aria-live="polite">
        {setting.granted && setting.number ? m.whatsappOn(setting.number) : m.whatsappOff}
      </p>
      <SubmitButton pending={change.isPending}>{m.whatsappSave}</SubmitButton>
    </form>
  );
}

/** /account: a WhatsApp number, and whether my notifications also go there (a consent on record). */
export function WhatsAppForm() {
  const setting = useMyWhatsApp();
  return (
    <FormSection id="whatsapp-title" title={m.whatsappTitle} description={m.whatsappIntro}>
      <QueryView query={setting}>{(data) => <WhatsAppFields key={String(data.number)} setting={data} />}</QueryView>
    </FormSection>
  );
}
