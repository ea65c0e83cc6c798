import { authPageMessages, privacyMessages } from '@teater/contract';
import { Link, useSearchParams } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField, NewPasswordField, TextField } from '../../../components/form/text-field';
import { unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { ApiError, errorMessage } from '../../../lib/api';
import { localHref } from '../../../lib/locale';
import { loginPath, returnTarget } from '../../../lib/login-return';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { rememberRegistered, signup } from '../api/signup';

const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * /register's island. The server checks every field with the contract's schema (the terms box
 * must be ticked); news by mail is a separate box, unticked: consent is given, never assumed.
 */
export function RegisterForm() {
  // A visitor sent to log in who had no account yet: the login afterwards still returns there.
  // Read once hydrated: the server's render has no query.
  const [search] = useSearchParams();
  const login = loginPath(useHydrated() ? returnTarget(search) : null);
  const form = useServerForm({
    submit: (values) =>
      signup({
        name: String(values.name),
        email: String(values.email),
        password: String(values.password),
        accept_terms: values.accept_terms === true,
        announcements: values.announcements === true,
      }).catch((error: unknown) => {
        // A field's problem shows under that field; anything else shows above the form and as a toast.
        if (!(error instanceof ApiError && Object.keys(error.errors).length)) toast.error(errorMessage(error));
        throw error;
      }),
    // The login form says the account exists and has its e-mail (rememberRegistered says where).
    onDone: (_, element) => {
      rememberRegistered(String(new FormData(element).get('email')));
      window.location.assign(localHref(login));
    },
  });
  const field = (name: string) => ({ name, error: form.errorOf(name), onChange: () => form.clear(name) });

  return (
    <form method="post" onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <TextField id="register-name" label={authPageMessages.name} autoComplete="name" {...field('name')} />
      <EmailField id="register-email" {...field('email')} />
      <NewPasswordField id="register-password" hint={authPageMessages.passwordHint} {...field('password')} />
      <CheckboxField id="register-terms" {...field('accept_terms')}>
        {privacyMessages.acceptTerms}{' '}
        <Link to={paths.privacyNotice} target="_blank" className={link}>
          {authPageMessages.privacyLink}
        </Link>
      </CheckboxField>
      <CheckboxField id="register-news" name="announcements">
        {privacyMessages.announcementsOptIn}
      </CheckboxField>
      <div className="flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {authPageMessages.forgotPassword}
        </Link>
      </div>
      <SubmitButton pending={form.pending} ready={form.ready} className="w-full">
        {authPageMessages.registerButton}
      </SubmitButton>
      <p className="text-center text-sm text-stone-600">
        <Link to={login} className={link}>
          {authPageMessages.haveAccount}
        </Link>
      </p>
    </form>
  );
}
