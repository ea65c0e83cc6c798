import { adminMessages } from '@teater/contract';
import { useCallback, useState } from 'react';

export interface Status {
  message: string;
  tone: 'success' | 'error';
}

/** The last action's outcome, shown by StatusBanner. */
export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  const success = useCallback((message: string) => setStatus({ message, tone: 'success' }), []);
  const failure = useCallback((message: string) => setStatus({ message, tone: 'error' }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, success, failure, clear };
}

/** Spec: green, red when the message contains 'Failed' (older screens) or the action failed. */
export const isErrorStatus = (status: Status) => status.tone === 'error' || status.message.includes('Failed');

export function StatusBanner({ status, onDismiss }: { status: Status | null; onDismiss?: () => void }) {
  if (!status) return null;
  const error = isErrorStatus(status);
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`mb-4 flex items-start justify-between gap-4 rounded-md border px-4 py-3 text-sm ${
        error ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-800'
      }`}
    >
      <p>{status.message}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 font-semibold"
          aria-label={adminMessages.dismissMessage}
        >
          ×
        </button>
      )}
    </div>
  );
}
