import { securityMessages as t } from '@teater/contract';
import { PlainButton } from './buttons';

/** New recovery codes, shown once: the person writes them down, then closes the box. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-label={t.recoveryTitle} className="space-y-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold text-amber-900">{t.recoveryTitle}</h3>
      <p className="text-sm text-amber-900">{t.recoveryIntro}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <PlainButton onClick={onDone}>{t.done}</PlainButton>
    </section>
  );
}
