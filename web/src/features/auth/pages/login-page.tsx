import { zodResolver } from '@hookform/resolvers/zod';
import {
  authPageMessages,
  type LoginAnswer,
  loginBody,
  passwordResetMessages,
  securityMessages,
} from '@teater/contract';
import { useEffect, useState } from 'react';
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
import { loginWithPasskey } from '../api/security';
import { registeredEmail } from '../api/signup';
import { AuthCard } from '../components/auth-card';
import { passkeyError, SecondStepForm, useLoginAttempt } from '../components/second-step-form';

type SecondStep = Extract<LoginAnswer, { second_factor: unknown }>['second_factor'];

/** 'Login dengan passkey': the whole login with a passkey, for an account that has one. */
function PasskeyLogin({ onDone }: { onDone: (answer: LoginAnswer) => Promise<void> }) {
  const { pending, error, attempt } = useLoginAttempt(onDone);
  return (
    <div className="space-y-3">
      <p className="text-center text-xs uppercase tracking-wide text-stone-500">{securityMessages.or}</p>
      <FormAlert message={error} />
      <button
        type="button"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void attempt(() => loginWithPasskey(), passkeyError)}
        className="w-full rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50"
      >
        {securityMessages.loginWithPasskey}
      </button>
    </div>
  );
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The page that sent the visitor here (?next=); without one, by role (spec 2).
  const back = returnTarget(search);
  const loginMutation = useLogin();
  // Just registered: the account's e-mail is filled in, the password is what is left to type.
  const registered = registeredEmail(useLocation().state);
  const [step, setStep] = useState<SecondStep | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: registered ?? '', password: '' } });
  useEffect(() => {
    if (registered) setFocus('password');
  }, [registered, setFocus]);

  /** A session: a staff account that must enrol goes to its security page first (told why). */
  const landed = async (answer: LoginAnswer) => {
    if ('second_factor' in answer) return setStep(answer.second_factor);
    if (answer.enrol_second_factor) {
      toast.error(securityMessages.enrolNow, { id: 'enrol' });
      return void (await navigate(paths.security, { replace: true }));
    }
    await navigate(back ?? landingAfterLogin(answer.data.user.role), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await landed(await loginMutation.mutateAsync(values));
    } catch (error) {
      // The form keeps what was typed; the message shows inline and as a toast.
      toast.error(errorMessage(error));
    }
  });

  if (step) {
    return (
      <AuthCard title={securityMessages.secondStepTitle} subtitle={securityMessages.secondStepIntro}>
        <SecondStepForm token={step.token} methods={step.methods} onDone={landed} />
      </AuthCard>
    );
  }
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
      <div className="mt-5">
        <PasskeyLogin onDone={landed} />
      </div>
    </AuthCard>
  );
}
