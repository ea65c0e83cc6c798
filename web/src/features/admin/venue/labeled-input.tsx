import type { InputHTMLAttributes } from 'react';
import { inputClass } from '../kit/field-input';

interface LabeledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  id: string;
  label: string;
  labelClassName?: string;
  onValue(value: string): void;
}

/** A required text box with its label above it: the seat panels' reason, the guest's name and e-mail. */
export function LabeledInput({ id, label, labelClassName = 'block text-sm', onValue, ...input }: LabeledInputProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input id={id} required {...input} onChange={(e) => onValue(e.target.value)} className={inputClass} />
    </>
  );
}
