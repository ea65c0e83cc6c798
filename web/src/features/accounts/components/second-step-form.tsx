import { type LoginAnswer, securityMessages as t } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { CodeField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/api';
import { loginWithCode, loginWithPasskey } from '../api/login-factors';
import { passkeyError, useLoginAttempt } from './login-attempt';

type Methods = ('totp' | 'passkey' | 'recovery')[];

/**
 * The login's second step: a code from the authenticator app (or a recovery code), or one of the
 * account's passkeys. `onDone` gets the session's answer.
 */
export function SecondStepForm({
  token,
  methods,
  onDone,
}: {
  token: string;
  methods: Methods;
  onDone: (answer: LoginAnswer) => void;
}) {
  const [code, setCode] = useState('');
  const { pending, error, setError, attempt } = useLoginAttempt(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t.codeRequired);
    void attempt(
      () => loginWithCode(token, code),
      (e) => errorMessage(e),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={error} />
      <CodeField id="login-code" label={t.code} name="code" inputMode="text" autoFocus value={code} onValue={setCode} />
      <SubmitButton pending={pending} className="w-full">
        {t.verify}
      </SubmitButton>
      {methods.includes('passkey') && (
        <button
          type="button"
          disabled={pending}
          onClick={() => void attempt(() => loginWithPasskey(token), passkeyError)}
          className="w-full rounded-lg border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50"
        >
          {t.usePasskey}
        </button>
      )}
    </form>
  );
}
