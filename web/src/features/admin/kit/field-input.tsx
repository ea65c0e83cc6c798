import { adminMessages, type FieldDef } from '@teater/contract';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { fieldAria } from '../../../components/form/field-aria';
import { FileInput } from './file-input';
import type { FormValues } from './form-values';
import { isUploadField } from './form-values';

export type InputType = 'text' | 'email' | 'password' | 'tel';

interface Props {
  name: string;
  def: FieldDef;
  label: string;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  error?: string;
  existing?: unknown;
  disabled: boolean;
  inputType?: InputType;
  formId: string;
}

/** Every date-time field is entered in the theatre's zone, whatever the browser's (DESIGN.md, Data). */
const WIB = 'WIB';

/** The admin forms' input style, shared by inputs the kit does not build (a show's category rows). */
export const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-500 aria-invalid:border-red-500 disabled:bg-stone-100';

const htmlType: Partial<Record<FieldDef['kind'], string>> = {
  text: 'text',
  url: 'url',
  number: 'number',
  date: 'date',
  datetime: 'datetime-local',
};

/** One labelled input chosen by the field's kind (the Payload-style map from field type to input). */
export function FieldInput({
  name,
  def,
  label,
  control,
  register,
  error,
  existing,
  disabled,
  inputType,
  formId,
}: Props) {
  const id = `${formId}-${name}`;
  const { hintId, errorId, describedBy, aria } = fieldAria(id, def.hint, error);
  // a translated field's two inputs: spelling and screen readers in each one's language
  const lang = def.englishOf ? 'en' : def.translatable ? 'id' : undefined;

  const input = (() => {
    if (isUploadField(def))
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <FileInput
              id={id}
              name={name}
              def={def}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              existing={existing}
              disabled={disabled}
              invalid={Boolean(error)}
              describedBy={describedBy}
            />
          )}
        />
      );
    if (def.kind === 'boolean')
      return (
        <input
          id={id}
          type="checkbox"
          disabled={disabled}
          className="size-5 rounded border-stone-400 accent-brand-600"
          {...aria}
          {...register(name)}
        />
      );
    if (def.kind === 'textarea')
      return (
        <textarea
          id={id}
          rows={4}
          lang={lang}
          disabled={disabled}
          className={inputClass}
          {...aria}
          {...register(name)}
        />
      );
    if (def.kind === 'select')
      return (
        <select id={id} disabled={disabled} className={inputClass} {...aria} {...register(name)}>
          <option value="">{adminMessages.chooseOption}</option>
          {def.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    return (
      <input
        id={id}
        type={inputType ?? htmlType[def.kind] ?? 'text'}
        inputMode={def.kind === 'number' ? 'numeric' : undefined}
        autoComplete={inputType === 'password' ? 'new-password' : undefined}
        lang={lang}
        disabled={disabled}
        className={inputClass}
        {...aria}
        {...register(name)}
      />
    );
  })();

  return (
    <div className={def.kind === 'boolean' ? 'flex flex-row-reverse items-center justify-end gap-3' : 'space-y-1'}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {def.kind === 'datetime' && ` (${WIB})`}
        {def.required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      {def.hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {def.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
