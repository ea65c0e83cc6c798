import {
  CONSENT_KIND_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentRecord,
  type Consents,
  formatDateTime,
  formatDateTimeWib,
  privacyMessages,
} from '@teater/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { changeAnnouncements } from '../api/consent-calls';

function History({ records }: { records: ConsentRecord[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{privacyMessages.consentHistory}</summary>
      <ul className="mt-2 space-y-1 text-stone-600">
        {records.map((r) => (
          <li key={r.id}>
            {formatDateTimeWib(r.createdAt)}: {CONSENT_KIND_LABELS[r.kind]} {privacyMessages.consentChange(r.granted)}
            {r.version && ` ${privacyMessages.consentVersion(r.version)}`} · {CONSENT_SOURCE_LABELS[r.source]}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The box and the record (an island): each change is the server's answer, shown at once. */
export function ConsentToggle({ consents }: { consents: Consents }) {
  const ready = useHydrated();
  const [data, setData] = useState(consents);
  const [pending, setPending] = useState(false);
  const toggle = (granted: boolean) => {
    setPending(true);
    changeAnnouncements(granted)
      .then(
        (answer) => {
          setData(answer.data);
          toast.success(answer.message);
        },
        (error: unknown) => toast.error(errorMessage(error)),
      )
      .finally(() => setPending(false));
  };
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <input
          id="news-consent"
          type="checkbox"
          checked={data.announcements}
          disabled={pending || !ready}
          onChange={(event) => toggle(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-700"
        />
        <label htmlFor="news-consent" className="text-sm leading-relaxed text-stone-700">
          {privacyMessages.announcementsBox}
        </label>
      </div>
      {data.privacy && (
        <p className="text-sm text-stone-600">
          {privacyMessages.privacyAccepted(data.privacy.version, formatDateTime(data.privacy.createdAt))}
        </p>
      )}
      <History records={data.history} />
    </div>
  );
}
