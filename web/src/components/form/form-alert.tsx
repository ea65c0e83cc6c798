import type { ReactNode } from 'react';

/** A form-level error (the server's message), announced to screen readers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

/** A form-level success (a link sent, a password saved, an account made), announced politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
      {children}
    </p>
  );
}
