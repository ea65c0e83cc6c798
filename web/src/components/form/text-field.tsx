import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { fieldAria } from './field-aria';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** the field's error (from the schema or the server), announced with the input */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error, ready for react-hook-form's `register`. */
export function TextField({ label, error, hint, id, className = '', ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hintId, errorId, aria } = fieldAria(inputId, hint, error);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        {...aria}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-stone-900 shadow-sm transition-colors placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-stone-100 ${
          error ? 'border-red-500' : 'border-stone-300'
        }`}
        {...input}
      />
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

type PresetProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** The account forms' e-mail input. */
export const EmailField = ({ label = 'Email', ...props }: PresetProps) => (
  <TextField label={label} type="email" autoComplete="email" {...props} />
);

/** A password input: `autoComplete` says which (current-password, new-password). */
export const PasswordField = ({ label = 'Password', ...props }: PresetProps) => (
  <TextField label={label} type="password" {...props} />
);

type CodeFieldProps = Omit<TextFieldProps, 'autoComplete' | 'value' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
};

/** A one-time code's input (the phone's keyboard may offer the code it just received); `inputMode` says which keys. */
export const CodeField = ({ value, onValue, ...props }: CodeFieldProps) => (
  <TextField autoComplete="one-time-code" value={value} onChange={(e) => onValue(e.target.value)} {...props} />
);
