import { adminMessages, albumMessages as t } from '@teater/contract';
import { Button } from '../kit/button';
import type { QueuedUpload } from './upload-queue';

/** Each file on its way up with its own progress bar; a failed one with its reason. */
export function UploadList({ items, onDismiss }: { items: QueuedUpload[]; onDismiss: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={adminMessages.uploads} className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          {item.error ? (
            <div role="alert" className="flex items-center justify-between gap-3 text-red-700">
              <span>{t.failed(item.name, item.error)}</span>
              <Button small variant="ghost" onClick={() => onDismiss(item.key)}>
                {adminMessages.close}
              </Button>
            </div>
          ) : (
            <label className="flex items-center gap-3">
              <span className="w-48 truncate">{item.name}</span>
              <progress
                max={1}
                value={item.progress}
                aria-label={t.uploading(item.name)}
                className="h-2 flex-1 accent-brand-600"
              />
              <span className="w-10 text-right tabular-nums">{Math.round(item.progress * 100)}%</span>
            </label>
          )}
        </li>
      ))}
    </ul>
  );
}
