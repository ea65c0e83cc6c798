import { adminMessages, type Fields, mediaMessages, UPLOADED_LABEL_MS, uiMessages } from '@teater/contract';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, failureWithDetail } from '../../../lib/api';
import { Button } from './button';
import { FieldInput, type InputType } from './field-input';
import { contractResolver, defaultSchema, defaultValues, type FormSubmission, toSubmission } from './form-values';

export interface ResourceFormProps {
  /** the fields shown, in order (see formFields) */
  fields: Fields;
  /** the record being edited; absent in create mode */
  record?: Record<string, unknown> | null;
  /** validation; defaults to the contract's rules for these fields */
  schema?: z.ZodType;
  /** label per field, overriding the contract's */
  labels?: Record<string, string>;
  /** html input type per text field (email, password) */
  inputTypes?: Record<string, InputType>;
  /** sends the submission; onProgress gets 0..1 while files upload */
  submit: (data: FormSubmission, onProgress: (fraction: number) => void) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
  /** shown on the button for UPLOADED_LABEL_MS after success ('Uploaded!') */
  doneLabel?: string;
  /** empty the form after a successful create (add pages) */
  resetOnSuccess?: boolean;
  /** shown in the form when sending fails, with the server's message beside it */
  failureText?: string;
  onSuccess?: (result: unknown) => void;
  onError?: (error: unknown) => void;
  onCancel?: () => void;
  /** more of the form after the fields, which the fields cannot describe (a show's ticket categories) */
  children?: ReactNode;
}

/**
 * A form generated from contract field definitions: labelled inputs by kind, required marks,
 * client validation from the same zod rules as the server, the server's per-field errors inline,
 * previews of chosen and stored files, an upload progress bar, busy and done labels.
 */
export function ResourceForm({
  fields,
  record,
  schema,
  labels = {},
  inputTypes = {},
  submit,
  submitLabel,
  busyLabel,
  doneLabel,
  resetOnSuccess = false,
  failureText = adminMessages.saveFailed,
  onSuccess,
  onError,
  onCancel,
  children,
}: ResourceFormProps) {
  const formId = useId();
  const rules = useMemo(() => schema ?? defaultSchema(fields), [schema, fields]);
  const initial = useMemo(() => defaultValues(fields, record), [fields, record]);
  const resolver = useMemo(
    () =>
      contractResolver({
        fields,
        schema: rules,
        record,
        requiredText: mediaMessages.required,
      }),
    [fields, rules, record],
  );
  const { control, register, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: initial,
    resolver,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);

  const busy = formState.isSubmitting;
  const hasUploads = Object.values(fields).some((d) => ['image', 'imageUrl', 'video', 'document'].includes(d.kind));

  const onSubmit = handleSubmit(async (raw) => {
    const submission = toSubmission(fields, rules, raw, record ? initial : null);
    setProgress(hasUploads ? 0 : null);
    setFailed(null);
    try {
      const result = await submit(submission, setProgress);
      if (resetOnSuccess) reset(defaultValues(fields, null));
      if (doneLabel) {
        setDone(true);
        clearTimeout(doneTimer.current);
        doneTimer.current = setTimeout(() => setDone(false), UPLOADED_LABEL_MS);
      }
      onSuccess?.(result);
    } catch (error) {
      // The server's per-field messages go beside their inputs; keys may be input names.
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.errors)) {
          const name = Object.keys(fields).find((n) => n === key || fields[n]?.input === key);
          if (name) setError(name, { type: 'server', message });
        }
      }
      setFailed(failureWithDetail(error, failureText));
      onError?.(error);
    } finally {
      setProgress(null);
    }
  });

  const hasRequired = Object.values(fields).some((d) => d.required);
  /** A field's label; a translated field's English input right below it says 'Judul (English)'. */
  const labelOf = (name: string): string => {
    const def = fields[name];
    const own = labels[name];
    if (own) return own;
    const original = def?.englishOf;
    if (original && (labels[original] || fields[original])) {
      return `${labels[original] ?? fields[original]?.label} (English)`;
    }
    return def?.label ?? name;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {hasRequired && <p className="text-sm text-stone-600">{uiMessages.requiredNote}</p>}
      {Object.entries(fields).map(([name, def]) => (
        <FieldInput
          key={name}
          formId={formId}
          name={name}
          def={def}
          label={labelOf(name)}
          control={control}
          register={register}
          error={formState.errors[name]?.message}
          existing={record?.[name]}
          disabled={busy}
          inputType={inputTypes[name]}
        />
      ))}
      {children}
      {progress !== null && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-progress`} className="text-sm text-stone-600">
            {adminMessages.uploadProgress} ({Math.round(progress * 100)}%)
          </label>
          <progress id={`${formId}-progress`} value={progress} max={1} className="h-2 w-full accent-brand-600" />
        </div>
      )}
      {failed && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failed}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {adminMessages.cancel}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : done && doneLabel ? doneLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
