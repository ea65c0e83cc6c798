import { useQuery } from '@tanstack/react-query';
import { API_BASE, type BackupStatus, backupMessages, formatDateTime } from '@teater/contract';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** What a superadmin downloads: a fresh archive of this moment, streamed as the server packs it. */
const DOWNLOAD_URL = `${API_BASE}/admin/backups/download`;

/**
 * When the last scheduled backup was made (or that none are scheduled), for the dashboard; a
 * superadmin also gets a fresh backup to download (the server refuses anyone else).
 */
export function BackupLine() {
  const { user } = useSession();
  const status = useQuery({
    queryKey: ['admin', 'backups'],
    queryFn: ({ signal }) => api<{ data: BackupStatus }>('/admin/backups', { signal }).then((r) => r.data),
  });
  const data = status.data;
  if (!data) return null;
  let text: string = backupMessages.notScheduled;
  if (data.scheduled) {
    text = data.last
      ? backupMessages.last(formatDateTime(data.last.createdAt), (data.last.size / 1024 / 1024).toFixed(1), data.keep)
      : backupMessages.scheduledNone;
  }
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <p className={data.lastError ? 'text-red-700' : 'text-stone-600'}>
        {text}
        {data.lastError && ` ${backupMessages.lastFailed(data.lastError)}`}
      </p>
      {user?.role === 'superadmin' && (
        <a
          href={DOWNLOAD_URL}
          download
          title={backupMessages.downloadHint}
          className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-800 hover:bg-stone-100"
        >
          {backupMessages.download}
        </a>
      )}
    </div>
  );
}
