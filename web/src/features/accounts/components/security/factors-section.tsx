import { type Factor, formatDateTimeWib, type SecurityState, securityMessages as t } from '@teater/contract';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useFactorChanges } from '../../api/security';
import { AddFactor } from './add-factor';
import { PlainButton } from './buttons';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';

function FactorRow({ factor, removing, onRemove }: { factor: Factor; removing: boolean; onRemove: () => void }) {
  const { remove } = useFactorChanges();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">{factor.label}</p>
          <p className="text-stone-500 text-xs">
            {factor.kind === 'totp' ? t.totp : t.passkey} · {t.addedOn} {formatDateTimeWib(factor.createdAt)} ·{' '}
            {t.lastUsed} {factor.lastUsedAt ? formatDateTimeWib(factor.lastUsedAt) : t.never}
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
  const { renewCodes } = useFactorChanges();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [renewing, setRenewing] = useState(false);
  const added = (recoveryCodes: string[] | null) => {
    setCodes(recoveryCodes);
    toast.success(t.factorAdded);
  };
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
      <AddFactor first={state.factors.length === 0} onAdded={added} />
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
