import type { TextareaHTMLAttributes } from 'react';
import { controlClass, FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** the field's error (from the schema or the server), announced with the text area */
  error?: string;
  hint?: string;
}

/** A labelled text area with hint and error: a TextField for text of several lines. */
export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint} className={className}>
      {(control) => <textarea id={control.id} {...control.aria} className={controlClass(error)} {...textarea} />}
    </FieldFrame>
  );
}
