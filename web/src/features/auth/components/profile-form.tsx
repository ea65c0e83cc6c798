import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, profilePatchBody, type User } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { FormSection } from './form-section';

/** On this page both fields are filled in; the API's PATCH schema allows leaving either out. */
const schema = profilePatchBody.pick({ name: true, email: true }).required();
const fields = ['name', 'email'] as const;

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: user.name, email: user.email } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.id, ...values });
      toast.success(authMessages.profileUpdated);
    } catch (error) {
      if (!applyServerErrors(error, setError, fields)) toast.error(errorMessage(error));
    }
  });

  const formError = update.isError && !fields.some((f) => errors[f]?.type === 'server') ? update.error : null;

  return (
    <FormSection id="profile-title" title="Profil" description="Nama dan email yang dipakai untuk akun Anda.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={formError ? errorMessage(formError) : null} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField label="Nama" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <SubmitButton pending={update.isPending}>Save</SubmitButton>
      </form>
    </FormSection>
  );
}
