import { bodySchema, type FieldDef, type Fields, fromWibInput, toWibInput } from '@teater/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What a form input holds: text (also numbers and dates as typed), a checkbox, or chosen files. */
export type FormValue = string | boolean | File[];
export type FormValues = Record<string, FormValue>;

/** What a form hands to its submit function: validated values and the chosen files. */
export interface FormSubmission {
  /** parsed by the schema (numbers, ISO dates, null for cleared optional fields) */
  values: Record<string, unknown>;
  /** new files per field; a field without new files is absent */
  files: Record<string, File[]>;
}

export const isUploadField = (def: FieldDef) =>
  def.kind === 'image' || def.kind === 'imageUrl' || def.kind === 'video' || def.kind === 'document';

/**
 * The fields a form shows, in order: the named ones, or every field the admin edits
 * (not hidden, not set by the server).
 */
export function formFields<F extends Fields>(fields: F, names?: readonly (keyof F & string)[]): Fields {
  const chosen = names ?? Object.keys(fields).filter((n) => !fields[n]?.hidden && !fields[n]?.readOnly);
  const out: Fields = {};
  for (const name of chosen) {
    const def = fields[name];
    if (def) out[name] = def;
  }
  return out;
}

/** Initial input values: empty for create, the record's values for edit. */
export function defaultValues(fields: Fields, record?: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const [name, def] of Object.entries(fields)) {
    const v = record?.[name];
    if (isUploadField(def)) out[name] = [];
    else if (def.kind === 'boolean') out[name] = v === true;
    else if (def.kind === 'date' || def.kind === 'datetime') out[name] = toWibInput(v, def.kind);
    else out[name] = v === null || v === undefined ? '' : String(v);
  }
  return out;
}

/** The contract's rules for the non-file fields (all required ones required, also when editing). */
export const defaultSchema = (fields: Fields) =>
  bodySchema(Object.fromEntries(Object.entries(fields).filter(([, d]) => !isUploadField(d))), 'create');

/** A datetime-local value has no zone: it is read as WIB, whatever the browser's zone; empty is null. */
function dateToInstant(value: FormValue, def: FieldDef): FormValue | null {
  if (def.kind !== 'datetime' || typeof value !== 'string') return value;
  return value === '' ? null : (fromWibInput(value) ?? value);
}

interface ResolverOptions {
  fields: Fields;
  schema: z.ZodType;
  /** the record being edited: its files count as present */
  record?: Record<string, unknown> | null;
  /** the message when a required file is missing (a field may have its own) */
  requiredText: string;
}

/** Validates with the contract's zod rules plus required uploads; keeps parsed values for submit. */
export function contractResolver(options: ResolverOptions): Resolver<FormValues> {
  return async (raw) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const input: Record<string, unknown> = {};
    for (const [name, def] of Object.entries(options.fields)) {
      const v = raw[name];
      if (isUploadField(def) || v === undefined) continue;
      input[name] = dateToInstant(v, def);
    }
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
      }
    }
    for (const [name, def] of Object.entries(options.fields)) {
      if (!isUploadField(def) || !def.required) continue;
      const chosen = raw[name];
      const has = (Array.isArray(chosen) && chosen.length > 0) || Boolean(options.record?.[name]);
      if (!has) errors[name] = { type: 'required', message: def.requiredMessage ?? options.requiredText };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<FormValues> };
    return { values: raw, errors: {} };
  };
}

/** The submission: parsed values (only changed ones when editing) and new files. */
export function toSubmission(
  fields: Fields,
  schema: z.ZodType,
  raw: FormValues,
  /** the initial values when editing: only fields that differ from them are sent */
  initial: FormValues | null,
): FormSubmission {
  const input: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  for (const [name, def] of Object.entries(fields)) {
    const v = raw[name];
    if (v === undefined) continue;
    if (isUploadField(def)) {
      if (Array.isArray(v) && v.length > 0) files[name] = v;
    } else input[name] = dateToInstant(v, def);
  }
  const parsed = schema.parse(input) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(parsed)) {
    if (v === undefined || !(name in input)) continue;
    if (initial && initial[name] === raw[name]) continue;
    values[name] = v;
  }
  return { values, files };
}
