import { type TotpSetup, securityMessages as t } from '@teater/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { SubmitButton } from '../../../../components/form/submit-button';
import { CodeField } from '../../../../components/form/text-field';
import { errorMessage } from '../../../../lib/api';
import { useFactorChanges } from '../../api/security';

/** An authenticator app being added: its QR code and secret, then its first code confirms it. */
export function TotpSetupForm({
  setup,
  onAdded,
}: {
  setup: TotpSetup;
  onAdded: (recoveryCodes: string[] | null) => void;
}) {
  const { confirmTotp } = useFactorChanges();
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await confirmTotp.mutateAsync({ token: setup.token, code }).catch(() => null);
    if (added) onAdded(added.recoveryCodes);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-stone-50 p-4">
      <p className="text-sm text-stone-700">{t.totpStep1}</p>
      <img src={setup.qr} alt={`Kode QR ${t.totp}`} width={220} height={220} className="rounded bg-white p-2" />
      <p className="text-sm">
        {t.totpSecret}:{' '}
        <code data-testid="totp-secret" className="break-all rounded bg-white px-2 py-1 font-mono">
          {setup.secret}
        </code>
      </p>
      <p className="text-sm text-stone-700">{t.totpStep2}</p>
      <FormAlert message={confirmTotp.isError ? errorMessage(confirmTotp.error) : null} />
      <CodeField label={t.code} inputMode="numeric" value={code} onValue={setCode} />
      <SubmitButton pending={confirmTotp.isPending}>{t.confirm}</SubmitButton>
    </form>
  );
}
