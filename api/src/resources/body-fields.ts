import { type FieldDef, fileKindOf, inputNameOf, messages, type ResourceDef } from '@teater/contract';
import type { FieldErrors } from '../http-error.js';

/** How the generic resource routes read a body: which fields are what, and their values as columns. */

export type Mode = 'create' | 'replace' | 'patch';

export const fieldsWhere = (def: ResourceDef, keep: (field: FieldDef) => boolean) =>
  Object.entries(def.fields).filter(([, field]) => keep(field));

/** Uploaded file fields (multipart). */
export const fileFieldsOf = (def: ResourceDef) => fieldsWhere(def, (field) => fileKindOf(field) !== null);

/**
 * Every field whose value is a file of ours: uploaded files and the URLs of POST /image (JSON
 * resources). Their files go when the record goes or when a new value replaces them.
 */
export const ownedFileFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => fileKindOf(field) !== null || field.kind === 'imageUrl');

/** Fields a PUT (the whole object) resets when left out; files not re-sent keep their files. */
export const replaceableFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => !field.readOnly && !field.hidden && fileKindOf(field) === null);

/** Dates travel as ISO strings after validation; the timestamp columns take Date objects. */
export function toColumnValues(def: ResourceDef, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    const kind = def.fields[name]?.kind;
    if (value === undefined) delete values[name];
    else if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') values[name] = new Date(value);
  }
  return values;
}

/** The answer's message: a field's own required text (the gallery's main image) when it is the problem. */
export function validationMessage(def: ResourceDef, errors: FieldErrors) {
  for (const [name, error] of Object.entries(errors)) {
    const own = def.fields[name]?.requiredMessage;
    if (own && error === own) return own;
  }
  return messages.validation.invalid;
}

/** Maps input names (file1, naskah, …) to stored field names and back. */
export function renameInputs(
  def: ResourceDef,
  body: Record<string, unknown>,
  extraInputs: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of extraInputs) if (name in body) out[name] = body[name];
  for (const [name, field] of Object.entries(def.fields)) {
    const input = inputNameOf(name, field);
    if (input in body) out[name] = body[input];
    else if (name in body) out[name] = body[name];
  }
  return out;
}
