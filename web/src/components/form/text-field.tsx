import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, FieldFrame } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** the field's error (from the schema or the server), announced with the input */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error, ready for react-hook-form's `register`. */
export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} id={control.id} {...control.aria} className={controlClass(error)} {...input} />}
    </FieldFrame>
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

/** A password being chosen (sign-up, reset, change): the browser offers to make one up and keep it. */
export const NewPasswordField = (props: Omit<PresetProps, 'autoComplete'>) => (
  <PasswordField autoComplete="new-password" {...props} />
);

type CodeFieldProps = Omit<TextFieldProps, 'autoComplete' | 'value' | 'onChange'> & {
  value: string;
  onValue: (value: string) => void;
};

/** A one-time code's input (the phone's keyboard may offer the code it just received); `inputMode` says which keys. */
export const CodeField = ({ value, onValue, ...props }: CodeFieldProps) => (
  <TextField autoComplete="one-time-code" value={value} onChange={(e) => onValue(e.target.value)} {...props} />
);
