import { zodResolver } from '@hookform/resolvers/zod';
import { authPageMessages, privacyMessages, signupBody } from '@teater/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { applyServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, PasswordField, TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { loginPath, returnTarget } from '../../../lib/login-return';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { type RegisteredState, useSignup } from '../api/signup';
import { AuthCard } from '../components/auth-card';

const fields = ['name', 'email', 'password', 'accept_terms'] as const;

export default function RegisterPage() {
  const navigate = useNavigate();
  // A visitor sent to log in who had no account yet: the login afterwards still returns there.
  const login = loginPath(returnTarget(useSearchParams()[0]));
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupBody),
    // both boxes start unticked: consent is given, never assumed
    defaultValues: { name: '', email: '', password: '', accept_terms: false, announcements: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
      // The login form says the account exists and has its e-mail (in the history entry's state,
      // never in the address, where logs and shared links would keep it).
      await navigate(login, { state: { registered: values.email } satisfies RegisteredState });
    } catch (error) {
      // A field's problem shows under that field; anything else shows above the form.
      if (!applyServerErrors(error, setError, fields)) toast.error(errorMessage(error));
    }
  });

  const formError = signup.isError && !fields.some((f) => errors[f]?.type === 'server') ? signup.error : null;

  return (
    <AuthCard title="Register" subtitle="Buat akun untuk berlangganan konten eksklusif dan memesan tiket pertunjukan.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert message={formError ? errorMessage(formError) : null} />
        <TextField label="Nama" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          autoComplete="new-password"
          hint={authPageMessages.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <CheckboxField error={errors.accept_terms?.message} {...register('accept_terms')}>
          {privacyMessages.acceptTerms}{' '}
          <Link
            to={paths.privacyNotice}
            target="_blank"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Baca Kebijakan Privasi
          </Link>
        </CheckboxField>
        <CheckboxField {...register('announcements')}>{privacyMessages.announcementsOptIn}</CheckboxField>
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {authPageMessages.forgotPassword}
          </Link>
        </div>
        <SubmitButton pending={signup.isPending} className="w-full">
          {authPageMessages.registerButton}
        </SubmitButton>
        <p className="text-center text-sm text-stone-600">
          <Link to={login} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {authPageMessages.haveAccount}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
