import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';

/** A form's values as its inputs hold them: text as typed, checkboxes as booleans. */
export type FormValues = Record<string, string | boolean>;

/** Every named input of a form: what FormData sends, and each checkbox as checked or not. */
export function formValues(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]'))
    values[box.name] = box.checked;
  return values;
}

interface ServerFormOptions<T> {
  /** sends the values; a 400's per-field messages land under the matching inputs */
  submit: (values: FormValues, form: HTMLFormElement) => Promise<T>;
  /** after a success: the next page, a notice */
  onDone?: (answer: T, form: HTMLFormElement) => void | Promise<void>;
  /** the screen's own failure text when the server said nothing (errorMessage) */
  fallback?: string;
  /** checks the server cannot make (a confirmation matching its field): field -> message */
  check?: (values: FormValues) => Record<string, string>;
}

interface ServerFormState {
  pending: boolean;
  /** per-field messages, the server's (the contract's schema) or `check`'s */
  errors: Record<string, string>;
  /** the form-level message when a call failed */
  message: string | null;
}

const idle: ServerFormState = { pending: false, errors: {}, message: null };

/**
 * A form whose inputs the browser keeps and the server validates (decision 030): no form library
 * and no schema in the page's script, which islands cannot afford beside React DOM. The API checks
 * the body with the contract's schema and answers 400 with the same Indonesian per-field messages
 * the schema holds; they show under the inputs and the first invalid input takes the focus.
 * Before hydration `ready` is false: the submit button stays disabled, so a form served before its
 * script never submits natively (a password would land in the URL).
 */
export function useServerForm<T>({ submit, onDone, fallback, check }: ServerFormOptions<T>) {
  const ready = useHydrated();
  const [state, setState] = useState<ServerFormState>(idle);
  // A double click submits twice before React renders the disabled button: the second finds this set.
  const sending = useRef(false);

  const failed = (form: HTMLFormElement, errors: Record<string, string>, message: string | null) => {
    setState({ pending: false, errors, message });
    const first = Object.keys(errors)[0];
    // After React renders the messages: the invalid input then carries aria-invalid.
    if (first) queueMicrotask(() => form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const local = check?.(values) ?? {};
    if (Object.keys(local).length) return failed(form, local, null);
    sending.current = true;
    setState({ pending: true, errors: {}, message: null });
    let answer: T;
    try {
      answer = await submit(values, form);
    } catch (error) {
      sending.current = false;
      const errors = error instanceof ApiError ? error.errors : {};
      return failed(form, errors, errorMessage(error, fallback));
    }
    setState(idle);
    try {
      await onDone?.(answer, form);
    } finally {
      sending.current = false;
    }
  };

  /** Clears one field's message once the visitor changes it. */
  const clear = (name: string) => {
    if (!state.errors[name]) return;
    setState(({ errors: { [name]: _, ...rest }, ...others }) => ({ ...others, errors: rest }));
  };

  const errorOf = (name: string) => state.errors[name];
  /** An input's name, its message and the clearing of it: `<TextField {...form.field('email')} />`. */
  const field = (name: string) => ({ name, error: errorOf(name), onChange: () => clear(name) });

  return { ...state, ready, onSubmit, clear, errorOf, field };
}
