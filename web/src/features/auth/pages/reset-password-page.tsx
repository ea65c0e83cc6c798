import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody, passwordResetMessages as t } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField } from '../../../components/form/text-field';
import { Loading } from '../../../components/status';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { useResetLink, useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

const form = resetPasswordBody
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: t.mismatch, path: ['confirm'] });

function Links() {
  return (
    <p className="flex justify-between text-sm">
      <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t.backToLogin}
      </Link>
      <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t.requestAgain}
      </Link>
    </p>
  );
}

/** The new password, twice; then the server's word that it is saved. */
function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(form), defaultValues: { password: '', confirm: '' } });
  const onSubmit = handleSubmit(({ password }) => reset.mutate({ token, password }));
  if (reset.isSuccess) {
    return (
      <div className="space-y-5">
        <FormNotice>{reset.data.message}</FormNotice>
        <Links />
      </div>
    );
  }
  return (
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
      <Links />
    </form>
  );
}

/**
 * /reset-password?token=…: the page of the mailed link. The link is checked first: a used,
 * expired or incomplete one says so at once and offers a new one; a good one gets the form.
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useResetLink(token);
  let body = <ResetForm token={token} />;
  if (!token || link.isError) {
    body = (
      <div className="space-y-5">
        <FormAlert message={token ? errorMessage(link.error) : t.missingToken} />
        <Links />
      </div>
    );
  } else if (link.isPending) body = <Loading label={t.checking} />;
  return (
    <AuthCard title={t.resetTitle} subtitle={t.resetIntro}>
      {body}
    </AuthCard>
  );
}
