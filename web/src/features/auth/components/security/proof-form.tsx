import { loginStepMessages, securityMessages as t } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { SubmitButton } from '../../../../components/form/submit-button';
import { PasswordField, TextField } from '../../../../components/form/text-field';
import { ApiError, errorMessage } from '../../../../lib/api';

/**
 * What a change of the factors asks for: the password and a code (app or recovery); with no
 * code typed, one of the account's passkeys is asked for instead.
 */
export function ProofForm({
  submitLabel,
  onProof,
  onCancel,
}: {
  submitLabel: string;
  onProof: (proof: { password: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onProof({ password, code });
    } catch (failure) {
      setError(failure instanceof ApiError ? errorMessage(failure) : loginStepMessages.passkeyCancelled);
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4 rounded-xl bg-stone-50 p-4">
      <p className="text-sm text-stone-700">{t.proofRequired}</p>
      <FormAlert message={error} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t.codeOrRecovery}
        hint={t.orPasskey}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="flex gap-3">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        <button type="button" onClick={onCancel} className="text-sm font-semibold text-stone-600">
          Batal
        </button>
      </div>
    </form>
  );
}
