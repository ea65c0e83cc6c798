import {
  type Factor,
  formatDateTime,
  type SecurityState,
  type TotpSetup,
  securityMessages as t,
} from '@teater/contract';
import { useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { errorMessage } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { startTotp, useFactorChanges } from '../../api/security';
import { passkeyError } from '../login-attempt';
import { PlainButton } from './buttons';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetupForm } from './totp-setup';

function FactorRow({ factor, removing, onRemove }: { factor: Factor; removing: boolean; onRemove: () => void }) {
  const { remove } = useFactorChanges();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">{factor.label}</p>
          <p className="text-stone-500 text-xs">
            {factor.kind === 'totp' ? t.totp : t.passkey} · {t.addedOn} {formatDateTime(factor.createdAt)} ·{' '}
            {t.lastUsed} {factor.lastUsedAt ? formatDateTime(factor.lastUsedAt) : t.never}
          </p>
        </div>
        <PlainButton onClick={onRemove} aria-label={`${t.remove} ${factor.label}`} aria-expanded={removing}>
          {t.remove}
        </PlainButton>
      </div>
      {removing && (
        <ProofForm
          submitLabel={t.remove}
          onCancel={onRemove}
          onProof={async (proof) => {
            const res = await remove.mutateAsync({ id: factor.id, ...proof });
            toast.success(res.message);
          }}
        />
      )}
    </li>
  );
}

/** The account's second factors: the list, adding an app or a passkey, the recovery codes. */
export function FactorsSection({ state }: { state: SecurityState }) {
  const { addPasskey, renewCodes } = useFactorChanges();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const added = (recoveryCodes: string[] | null) => {
    setSetup(null);
    setCodes(recoveryCodes);
    toast.success(t.factorAdded);
  };
  const newPasskey = () =>
    addPasskey.mutateAsync(undefined).then(
      (r) => added(r.recoveryCodes),
      (e) => setError(passkeyError(e)),
    );
  return (
    <div className="space-y-5">
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      {state.factors.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noFactors}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label={t.factorsTitle}>
          {state.factors.map((factor) => (
            <FactorRow
              key={factor.id}
              factor={factor}
              removing={removing === factor.id}
              onRemove={() => setRemoving(removing === factor.id ? null : factor.id)}
            />
          ))}
        </ul>
      )}
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <PlainButton onClick={() => startTotp().then(setSetup, (e) => setError(errorMessage(e)))}>
          {t.addTotp}
        </PlainButton>
        <PlainButton onClick={() => void newPasskey()} disabled={addPasskey.isPending}>
          {t.addPasskey}
        </PlainButton>
      </div>
      {setup && <TotpSetupForm setup={setup} onAdded={added} />}
      {state.factors.length > 0 && (
        <div className="text-sm">
          <p>{t.recoveryLeft(state.recoveryCodesLeft)}</p>
          <PlainButton className="mt-2" onClick={() => setRenewing(!renewing)} aria-expanded={renewing}>
            {t.renewCodes}
          </PlainButton>
          {renewing && (
            <ProofForm
              submitLabel={t.renewCodes}
              onCancel={() => setRenewing(false)}
              onProof={async (proof) => {
                setCodes(await renewCodes.mutateAsync(proof));
                setRenewing(false);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
