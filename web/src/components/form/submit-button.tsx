import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** false until the form's script took over (useServerForm's `ready`): no native submit before */
  ready?: boolean;
  children: ReactNode;
  className?: string;
}

/** A submit button that shows a spinner and refuses a second click while its form is sending. */
export function SubmitButton({ pending, ready = true, children, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || !ready}
      aria-busy={pending}
      className={`inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {pending && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          aria-hidden="true"
          data-testid="spinner"
        />
      )}
      {children}
    </button>
  );
}
