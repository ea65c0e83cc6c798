import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody, passwordResetMessages as t } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

const form = resetPasswordBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: t.mismatch, path: ['confirm'] });

/** /reset-password?token=…: the page of the mailed link, where the new password is set. */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(form), defaultValues: { password: '', confirm: '' } });
  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, password }));

  const links = (
    <p className="flex justify-between text-sm">
      <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t.backToLogin}
      </Link>
      <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t.requestAgain}
      </Link>
    </p>
  );
  if (!token) {
    return (
      <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
        <FormAlert message={t.missingToken} />
        <div className="mt-5">{links}</div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
      {reset.isSuccess ? (
        <div className="space-y-5">
          <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
            {reset.data.message}
          </p>
          {links}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert message={reset.isError ? errorMessage(reset.error) : null} />
          <PasswordField
            label={t.newPassword}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <SubmitButton pending={reset.isPending} className="w-full">
            {reset.isPending ? t.saving : t.save}
          </SubmitButton>
          {links}
        </form>
      )}
    </AuthCard>
  );
}
