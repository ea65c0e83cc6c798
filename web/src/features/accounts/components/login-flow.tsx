import { authPageMessages, type LoginAnswer, loginStepMessages } from '@teater/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, PasswordField } from '../../../components/form/text-field';
import { unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { returnTarget } from '../../../lib/login-return';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { enterSession, login } from '../api/login';
import { loginWithPasskey } from '../api/login-factors';
import { registeredEmail } from '../api/signup';
import { AuthCard } from './auth-card';
import { passkeyError, useLoginAttempt } from './login-attempt';

// Loaded once the password was accepted and the account asks for a second step: most logins never need it.
const SecondStepForm = lazy(() => import('./second-step-form').then((m) => ({ default: m.SecondStepForm })));

type SecondStep = Extract<LoginAnswer, { second_factor: unknown }>['second_factor'];

const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** 'Login dengan passkey': the whole login with a passkey, for an account that has one. */
function PasskeyLogin({ onDone }: { onDone: (answer: LoginAnswer) => void }) {
  const { pending, error, attempt } = useLoginAttempt(onDone);
  const ready = useHydrated();
  return (
    <div className="space-y-3">
      <p className="text-center text-xs uppercase tracking-wide text-stone-500">{loginStepMessages.or}</p>
      <FormAlert message={error} />
      <button
        type="button"
        disabled={pending || !ready}
        aria-busy={pending}
        onClick={() => void attempt(() => loginWithPasskey(), passkeyError)}
        className="w-full rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50"
      >
        {loginStepMessages.loginWithPasskey}
      </button>
    </div>
  );
}

/** What the address and the register page left for this form, read once the page is the browser's. */
function useArrival() {
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  // The server's render knows neither: the first render matches it, the next one reads them.
  return hydrated ? { back: returnTarget(search), registered: registeredEmail() } : { back: null, registered: null };
}

/**
 * /login's island: e-mail and password (the server checks them), then the second step when the
 * account has one, or a passkey alone. After login the visitor goes to `?next=` or by role (spec 2).
 */
export function LoginFlow() {
  const { back, registered } = useArrival();
  const [step, setStep] = useState<SecondStep | null>(null);
  const landed = (answer: LoginAnswer) => {
    if ('second_factor' in answer) return setStep(answer.second_factor);
    enterSession(answer, back);
  };
  const form = useServerForm({
    submit: async (values) => {
      try {
        return await login({ email: String(values.email), password: String(values.password) });
      } catch (error) {
        // A refused login shows inline and as a toast; a field's problem only under its field.
        if (!(error instanceof ApiError && Object.keys(error.errors).length)) toast.error(errorMessage(error));
        throw error;
      }
    },
    onDone: landed,
  });
  // Just registered: the account's e-mail is filled in, the password is what is left to type.
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!registered || !email.current) return;
    email.current.value = registered;
    password.current?.focus();
  }, [registered]);

  if (step) {
    return (
      <AuthCard title={loginStepMessages.secondStepTitle} subtitle={loginStepMessages.secondStepIntro}>
        <Suspense fallback={<p className="text-center text-sm text-stone-500">{loginStepMessages.loadingStep}</p>}>
          <SecondStepForm token={step.token} methods={step.methods} onDone={landed} />
        </Suspense>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={authPageMessages.loginTitle} subtitle={authPageMessages.loginSubtitle}>
      <form method="post" onSubmit={form.onSubmit} noValidate className="space-y-5">
        <FormAlert message={unfielded(form)} />
        {registered && !form.message && <FormNotice>{authPageMessages.registeredAs(registered)}</FormNotice>}
        <EmailField id="login-email" ref={email} {...form.field('email')} />
        <PasswordField id="login-password" ref={password} autoComplete="current-password" {...form.field('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className={link}>
            {loginStepMessages.forgotPasswordLink}
          </Link>
        </p>
        <SubmitButton pending={form.pending} ready={form.ready} className="w-full">
          {authPageMessages.loginButton}
        </SubmitButton>
        <p className="text-center text-sm text-stone-600">
          <Link to={back ? `${paths.register}?next=${encodeURIComponent(back)}` : paths.register} className={link}>
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
