import { formatDateTimeWib, type SessionInfo, securityMessages as t } from '@teater/contract';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useSessionChanges, useSessions } from '../../api/security';
import { PlainButton } from './buttons';

function SessionRow({ session }: { session: SessionInfo }) {
  const { end } = useSessionChanges();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-green-800 text-xs">{t.thisDevice}</span>
          )}
        </p>
        <p className="text-stone-500 text-xs">
          {t.address} {session.ip ?? t.unknown} · {t.place} {session.place ?? t.unknown} · {t.lastSeen}{' '}
          {formatDateTimeWib(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <PlainButton
          aria-label={`${t.end} ${session.device}`}
          disabled={end.isPending}
          onClick={() =>
            end.mutateAsync(session.id).then(
              (r) => toast.success(r.message),
              (e) => toast.error(errorMessage(e)),
            )
          }
        >
          {t.end}
        </PlainButton>
      )}
    </li>
  );
}

/** The devices logged in to this account: each can be ended, or all but this one. */
export function SessionsSection() {
  const sessions = useSessions();
  const { endOthers } = useSessionChanges();
  return (
    <QueryView query={sessions}>
      {(list) => (
        <div className="space-y-4">
          <ul className="divide-y divide-stone-200" aria-label={t.sessionsTitle}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {list.length > 1 && (
            <PlainButton
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutateAsync().then(
                  (r) => toast.success(r.message),
                  (e) => toast.error(errorMessage(e)),
                )
              }
            >
              {t.endOthers}
            </PlainButton>
          )}
        </div>
      )}
    </QueryView>
  );
}
