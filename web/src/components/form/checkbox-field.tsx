import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** the label beside the box: text, and links if it needs them */
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its error under it, ready for react-hook-form's `register`. */
export function CheckboxField({ children, error, id, className = '', ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={inputId} className="text-sm leading-relaxed text-stone-700">
          {children}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
