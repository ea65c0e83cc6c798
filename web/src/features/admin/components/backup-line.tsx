import { useQuery } from '@tanstack/react-query';
import { type BackupStatus, formatDateTime } from '@teater/contract';
import { api } from '../../../lib/api';

/** When the last scheduled backup was made (or that none are scheduled), for the dashboard. */
export function BackupLine() {
  const status = useQuery({
    queryKey: ['admin', 'backups'],
    queryFn: ({ signal }) => api<{ data: BackupStatus }>('/admin/backups', { signal }).then((r) => r.data),
  });
  const data = status.data;
  if (!data) return null;
  let text = 'Cadangan terjadwal belum diatur (BACKUP_DIR): buat cadangan dengan npm run backup.';
  if (data.scheduled) {
    text = data.last
      ? `Cadangan terakhir: ${formatDateTime(data.last.createdAt)} WIB (${(data.last.size / 1024 / 1024).toFixed(1)} MB, disimpan ${data.keep} terakhir).`
      : 'Cadangan terjadwal aktif; belum ada cadangan.';
  }
  return (
    <p className={`mb-6 text-sm ${data.lastError ? 'text-red-700' : 'text-stone-600'}`}>
      {text}
      {data.lastError && ` Cadangan terakhir gagal: ${data.lastError}`}
    </p>
  );
}
