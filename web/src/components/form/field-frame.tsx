import { type ReactNode, useId } from 'react';
import { fieldAria } from './field-aria';

/** The input's classes, red-bordered while it has an error (inputs and text areas look alike). */
export const controlClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-stone-900 shadow-sm transition-colors placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-stone-100 ${
    error ? 'border-red-500' : 'border-stone-300'
  }`;

interface FieldFrameProps {
  label: string;
  id?: string;
  error?: string;
  hint?: string;
  className?: string;
  /** draws the control, given its id and ARIA (invalid, described by hint and error) */
  children: (control: { id: string; aria: ReturnType<typeof fieldAria>['aria'] }) => ReactNode;
}

/** A field's label, its control, then its hint (while it has no error) or its error. */
export function FieldFrame({ label, id, error, hint, className = '', children }: FieldFrameProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const { hintId, errorId, aria } = fieldAria(controlId, hint, error);
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({ id: controlId, aria })}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
