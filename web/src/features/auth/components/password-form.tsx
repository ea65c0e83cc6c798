import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, updatePasswordBody } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { FormSection } from './form-section';

/** The id is the logged-in user's, added on submit rather than typed. */
const schema = updatePasswordBody.omit({ id: true });
const fields = ['password_current', 'password'] as const;

export function PasswordForm({ userId }: { userId: number }) {
  const change = useUpdatePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password_current: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ id: userId, ...values });
      toast.success(authMessages.passwordChanged);
      reset();
    } catch (error) {
      if (!applyServerErrors(error, setError, fields)) toast.error(errorMessage(error));
    }
  });

  const formError = change.isError && !fields.some((f) => errors[f]?.type === 'server') ? change.error : null;

  return (
    <FormSection
      id="password-title"
      title="Ubah Password"
      description="Masukkan password lama Anda, lalu password baru. Sesi di perangkat lain akan diakhiri."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={formError ? errorMessage(formError) : null} />
        <PasswordField
          label="Password lama"
          autoComplete="current-password"
          error={errors.password_current?.message}
          {...register('password_current')}
        />
        <PasswordField
          label="Password baru"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton pending={change.isPending}>Change</SubmitButton>
      </form>
    </FormSection>
  );
}
