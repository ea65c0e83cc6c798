import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, passwordResetMessages as t } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** /lupa-password: asks for the account's e-mail and sends the reset link to it. */
export default function ForgotPasswordPage() {
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <AuthCard title={t.forgotTitle} subtitle={t.forgotIntro}>
      {request.isSuccess ? (
        <div className="space-y-5">
          <FormNotice>{request.data.message}</FormNotice>
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t.backToLogin}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert message={request.isError ? errorMessage(request.error) : null} />
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton pending={request.isPending} className="w-full">
            {request.isPending ? t.sending : t.send}
          </SubmitButton>
          <p className="text-center text-sm">
            <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {t.backToLogin}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
