import type { ButtonHTMLAttributes } from 'react';

/** The security page's secondary buttons (the primary one is the forms' SubmitButton). */
export function PlainButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60 ${className}`}
      {...props}
    />
  );
}
