import { loginStepMessages, securityMessages as t } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { SubmitButton } from '../../../../components/form/submit-button';
import { CodeField, PasswordField } from '../../../../components/form/text-field';
import { ApiError, errorMessage } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { mailEnrolCode, type ProofInput } from '../../api/security';
import { PlainButton } from './buttons';

/** The mailbox's proof before a first factor: a button that mails the code, and the field for it. */
function MailCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    mailEnrolCode()
      .then(
        (res) => toast.success(res.message),
        (failure) => toast.error(errorMessage(failure)),
      )
      .finally(() => setSending(false));
  };
  return (
    <div className="space-y-2">
      <PlainButton onClick={send} disabled={sending}>
        {t.sendMailCode}
      </PlainButton>
      <CodeField label={t.mailCode} inputMode="numeric" value={value} onValue={onChange} />
    </div>
  );
}

/**
 * What a change of the factors asks for: the password and a code (app or recovery); with no
 * code typed, one of the account's passkeys is asked for instead. Adding the account's first
 * factor (`byMail`) asks for the code mailed to the account instead of a factor.
 */
export function ProofForm({
  submitLabel,
  onProof,
  onCancel,
  byMail = false,
}: {
  submitLabel: string;
  onProof: (proof: ProofInput) => Promise<void>;
  onCancel: () => void;
  byMail?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [mailCode, setMailCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onProof(byMail ? { password, code: '', mailCode } : { password, code });
    } catch (failure) {
      setError(failure instanceof ApiError ? errorMessage(failure) : loginStepMessages.passkeyCancelled);
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4 rounded-xl bg-stone-50 p-4">
      <p className="text-sm text-stone-700">{byMail ? t.firstEnrolIntro : t.proofRequired}</p>
      <FormAlert message={error} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {byMail ? (
        <MailCodeField value={mailCode} onChange={setMailCode} />
      ) : (
        <CodeField label={t.codeOrRecovery} hint={t.orPasskey} value={code} onValue={setCode} />
      )}
      <div className="flex gap-3">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        <button type="button" onClick={onCancel} className="text-sm font-semibold text-stone-600">
          Batal
        </button>
      </div>
    </form>
  );
}
