import { type TotpSetup, securityMessages as t } from '@teater/contract';
import { useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { ApiError } from '../../../../lib/api';
import { startTotp, useFactorChanges } from '../../api/security';
import { passkeyError } from '../login-attempt';
import { PlainButton } from './buttons';
import { ProofForm } from './proof-form';
import { TotpSetupForm } from './totp-setup';

type Adding = 'totp' | 'passkey' | null;

/**
 * Adding an app or a passkey: first what removing one takes (the password and a working factor;
 * for the account's first factor the code mailed to it), then the app's setup or the passkey.
 */
export function AddFactor({ first, onAdded }: { first: boolean; onAdded: (recoveryCodes: string[] | null) => void }) {
  const { addPasskey } = useFactorChanges();
  const [adding, setAdding] = useState<Adding>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = (kind: Adding) => {
    setError(null);
    setSetup(null);
    setAdding(adding === kind ? null : kind);
  };
  const added = (recoveryCodes: string[] | null) => {
    setSetup(null);
    onAdded(recoveryCodes);
  };
  return (
    <div className="space-y-3">
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <PlainButton onClick={() => open('totp')} aria-expanded={adding === 'totp'}>
          {t.addTotp}
        </PlainButton>
        <PlainButton onClick={() => open('passkey')} aria-expanded={adding === 'passkey'}>
          {t.addPasskey}
        </PlainButton>
      </div>
      {adding && (
        <ProofForm
          byMail={first}
          submitLabel={t.next}
          onCancel={() => setAdding(null)}
          onProof={async (proof) => {
            if (adding === 'totp') {
              setSetup(await startTotp(proof));
              setAdding(null);
              return;
            }
            try {
              const { recoveryCodes } = await addPasskey.mutateAsync(proof);
              setAdding(null);
              added(recoveryCodes);
            } catch (failure) {
              // the proof's refusal shows in the form; the device's in the section
              if (failure instanceof ApiError) throw failure;
              setAdding(null);
              setError(passkeyError(failure));
            }
          }}
        />
      )}
      {setup && <TotpSetupForm setup={setup} onAdded={added} />}
    </div>
  );
}
