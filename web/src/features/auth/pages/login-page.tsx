import { zodResolver } from '@hookform/resolvers/zod';
import { authPageMessages, loginBody, passwordResetMessages } from '@teater/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, PasswordField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { returnTarget } from '../../../lib/login-return';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { landingAfterLogin, useLogin } from '../api/login';
import { registeredEmail } from '../api/signup';
import { AuthCard } from '../components/auth-card';

export default function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The page that sent the visitor here (?next=); without one, by role (spec 2).
  const back = returnTarget(search);
  const loginMutation = useLogin();
  // Just registered: the account's e-mail is filled in, the password is what is left to type.
  const registered = registeredEmail(useLocation().state);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: registered ?? '', password: '' } });
  useEffect(() => {
    if (registered) setFocus('password');
  }, [registered, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await loginMutation.mutateAsync(values);
      await navigate(back ?? landingAfterLogin(data.user.role), { replace: true });
    } catch (error) {
      // The form keeps what was typed; the message shows inline and as a toast.
      toast.error(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Login" subtitle="Masuk untuk membeli tiket, berlangganan, dan melihat riwayat Anda.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={loginMutation.isError ? errorMessage(loginMutation.error) : null} />
        {registered && !loginMutation.isError && <FormNotice>{authPageMessages.registeredAs(registered)}</FormNotice>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {passwordResetMessages.loginLink}
          </Link>
        </p>
        <SubmitButton pending={loginMutation.isPending} className="w-full">
          Login
        </SubmitButton>
        <p className="text-center text-sm text-stone-600">
          <Link
            to={back ? `${paths.register}?next=${encodeURIComponent(back)}` : paths.register}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {authPageMessages.noAccount}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
