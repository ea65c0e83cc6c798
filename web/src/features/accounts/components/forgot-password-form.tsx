import { passwordResetMessages as t } from '@teater/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/text-field';
import { unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { paths } from '../../../lib/site-table';
import { forgotPassword } from '../api/password-reset';

const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /lupa-password's island: the account's e-mail; the server's answer is the same whether it exists or not. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useServerForm({
    submit: (values) => forgotPassword({ email: String(values.email) }),
    onDone: (answer) => setSent(answer.message),
  });
  if (sent) {
    return (
      <div className="space-y-5">
        <FormNotice>{sent}</FormNotice>
        <Link to={paths.login} className={link}>
          {t.backToLogin}
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <EmailField id="forgot-email" {...form.field('email')} />
      <SubmitButton pending={form.pending} ready={form.ready} className="w-full">
        {form.pending ? t.sending : t.send}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to={paths.login} className={link}>
          {t.backToLogin}
        </Link>
      </p>
    </form>
  );
}
