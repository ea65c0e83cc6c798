import {
  CONSENT_KIND_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentRecord,
  formatDateTime,
  privacyMessages,
} from '@teater/contract';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useChangeAnnouncements, useMyConsents } from '../api/consents';

function History({ records }: { records: ConsentRecord[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Riwayat persetujuan</summary>
      <ul className="mt-2 space-y-1 text-stone-600">
        {records.map((r) => (
          <li key={r.id}>
            {formatDateTime(r.createdAt)}: {CONSENT_KIND_LABELS[r.kind]} {r.granted ? 'disetujui' : 'ditarik'}
            {r.version && ` (versi ${r.version})`} · {CONSENT_SOURCE_LABELS[r.source]}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** News by mail, given or withdrawn here; every change is kept with its time. */
export function NewsConsent() {
  const consents = useMyConsents();
  const change = useChangeAnnouncements();
  const toggle = (granted: boolean) =>
    change.mutateAsync(granted).then(
      (answer) => toast.success(answer.message),
      (error) => toast.error(errorMessage(error)),
    );
  return (
    <QueryView query={consents}>
      {(data) => (
        <div className="space-y-4">
          <div className="flex items-start gap-3">
            <input
              id="news-consent"
              type="checkbox"
              checked={data.announcements}
              disabled={change.isPending}
              onChange={(event) => toggle(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-700"
            />
            <label htmlFor="news-consent" className="text-sm leading-relaxed text-stone-700">
              {privacyMessages.announcementsOptIn.replace(' (boleh tidak dicentang)', '')}
            </label>
          </div>
          {data.privacy && (
            <p className="text-sm text-stone-600">
              Kebijakan privasi versi {data.privacy.version} disetujui pada {formatDateTime(data.privacy.createdAt)}.
            </p>
          )}
          <History records={data.history} />
        </div>
      )}
    </QueryView>
  );
}
