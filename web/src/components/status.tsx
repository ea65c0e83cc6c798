import { uiMessages } from '@teater/contract';
import type { ReactNode } from 'react';

export function Loading({ label = uiMessages.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-16 text-stone-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-lg rounded-lg border border-red-200 bg-red-50 p-5 text-center text-red-800"
    >
      <p>{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
        >
          Coba lagi
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="py-16 text-center text-stone-600">{children}</div>;
}
