import { passwordResetMessages as t } from '@teater/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, FormNotice } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordField } from '../../../components/form/text-field';
import { unfielded } from '../../../components/form/toast-unfielded';
import { useServerForm } from '../../../components/form/use-server-form';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/site-table';
import { useAnswer } from '../../../lib/use-answer';
import { useQueryParam } from '../../../lib/use-query-param';
import { checkResetLink, resetPassword } from '../api/password-reset';

const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

function Links() {
  return (
    <p className="flex justify-between text-sm">
      <Link to={paths.login} className={link}>
        {t.backToLogin}
      </Link>
      <Link to={paths.forgotPassword} className={link}>
        {t.requestAgain}
      </Link>
    </p>
  );
}

/**
 * The new password, twice (the two must match: the one check the server cannot make); then the
 * server's word that it is saved. While the link is being checked the form is there, its button
 * waiting: the page paints its form at once, from the server's HTML.
 */
function ResetForm({ token, checking }: { token: string; checking: boolean }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm({
    submit: (values) => resetPassword({ token, password: String(values.password) }),
    check: (values): Record<string, string> => (values.password === values.confirm ? {} : { confirm: t.mismatch }),
    onDone: (answer) => setDone(answer.message),
  });
  if (done) {
    return (
      <div className="space-y-5">
        <FormNotice>{done}</FormNotice>
        <Links />
      </div>
    );
  }
  return (
    <form method="post" onSubmit={form.onSubmit} noValidate className="space-y-5">
      <FormAlert message={unfielded(form)} />
      <NewPasswordField id="reset-password" label={t.newPassword} {...form.field('password')} />
      <NewPasswordField id="reset-confirm" label={t.confirmPassword} {...form.field('confirm')} />
      <SubmitButton pending={form.pending} ready={form.ready && !checking} className="w-full">
        {form.pending ? t.saving : t.save}
      </SubmitButton>
      {checking && (
        <p className="sr-only" role="status">
          {t.checking}
        </p>
      )}
      <Links />
    </form>
  );
}

/**
 * /reset-password?token=…'s island: the link is checked first; a used, expired or incomplete one
 * says so and offers a new one; meanwhile the form shows with its button waiting. The server
 * renders it so (the token is the browser's to read): the form is the page's first paint, not a
 * late one after the script and the check. Whether the address carries a token at all the server
 * renders too (api's `queryShown`): a link without one says so in the first paint.
 */
export function ResetPassword() {
  const [search] = useSearchParams();
  const token = useQueryParam('token');
  const link = useAnswer(token, checkResetLink);
  if (!search.get('token')) {
    return (
      <div className="space-y-5">
        <FormAlert message={t.missingToken} />
        <Links />
      </div>
    );
  }
  if (link.isError) {
    return (
      <div className="space-y-5">
        <FormAlert message={errorMessage(link.error)} />
        <Links />
      </div>
    );
  }
  return <ResetForm token={token ?? ''} checking={token === undefined || link.pending} />;
}
