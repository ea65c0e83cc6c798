import {
  bodySchema,
  type FieldDef,
  type FileKind,
  fileKindOf,
  inputNameOf,
  mediaMessages,
  type ResourceDef,
  validationMessages,
} from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type FieldErrors, fieldErrorsOf } from '../core/http-error.js';
import { readMultipart } from '../media/index.js';
import type { Row, SaveContext, ServerResource } from './define.js';

/** create: POST; replace: PUT (the whole object); patch: PATCH (the fields sent). */
export type Mode = 'create' | 'replace' | 'patch';

const fieldsWhere = (def: ResourceDef, keep: (field: FieldDef) => boolean) =>
  Object.entries(def.fields).filter(([, field]) => keep(field));

/** Uploaded file fields (multipart). */
const fileFieldsOf = (def: ResourceDef) => fieldsWhere(def, (field) => fileKindOf(field) !== null);

/**
 * Every field whose value is a file of ours: uploaded files and the URLs of POST /image (JSON
 * resources). Their files go when the record goes or when a new value replaces them.
 */
export const ownedFileFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => fileKindOf(field) !== null || field.kind === 'imageUrl');

/** Fields a PUT (the whole object) resets when left out; files not re-sent keep their files. */
const replaceableFieldsOf = (def: ResourceDef) =>
  fieldsWhere(def, (field) => !field.readOnly && !field.hidden && fileKindOf(field) === null);

/** Dates travel as ISO strings after validation; the timestamp columns take Date objects. */
function toColumnValues(def: ResourceDef, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    const kind = def.fields[name]?.kind;
    if (value === undefined) delete values[name];
    else if ((kind === 'date' || kind === 'datetime') && typeof value === 'string') values[name] = new Date(value);
  }
  return values;
}

/** The answer's message: a field's own required text (the gallery's main image) when it is the problem. */
function validationMessage(def: ResourceDef, errors: FieldErrors) {
  for (const [name, error] of Object.entries(errors)) {
    const own = def.fields[name]?.requiredMessage;
    if (own && error === own) return own;
  }
  return validationMessages.invalid;
}

/** Maps input names (file1, naskah, …) to stored field names and back; keeps the resource's extra inputs. */
function renameInputs(
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

/** The body's schemas: the resource's own, or built from its fields. */
const schemasOf = ({ def, body }: ServerResource) => ({
  create: body?.schema('create') ?? bodySchema(def.fields, 'create'),
  patch: body?.schema('patch') ?? bodySchema(def.fields, 'patch'),
});

/** What a body carried: its fields, the stored URLs per file input, and every stored URL. */
interface RawBody {
  raw: Record<string, unknown>;
  files: Record<string, string[]>;
  stored: string[];
}

/**
 * Reads, checks and validates the bodies of one resource's writes (multipart with files, or JSON).
 * A refused body leaves no file behind.
 */
export function bodyReader(app: FastifyInstance, resource: ServerResource) {
  const { def } = resource;
  const { db, media } = app;
  const fileFields = fileFieldsOf(def);
  const replaceableFields = replaceableFieldsOf(def);
  const fileKinds: Record<string, FileKind> = Object.fromEntries(
    fileFields.map(([name, field]) => [inputNameOf(name, field), fileKindOf(field) as FileKind]),
  );
  const schemaOf = schemasOf(resource);

  async function readRaw(request: FastifyRequest): Promise<RawBody> {
    if (request.isMultipart()) {
      const parts = await readMultipart(request, media, fileKinds, def.exclusive ? 'exclusive' : 'public');
      return { raw: parts.fields, files: parts.files, stored: parts.stored };
    }
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest();
    return { raw, files: {}, stored: [] };
  }

  /**
   * File fields take uploads only: a client never points one at a URL of its choosing. Sending
   * one empty clears an optional file.
   */
  function takeFiles(body: Record<string, unknown>, files: RawBody['files'], errors: FieldErrors, existing?: Row) {
    for (const [name, field] of fileFields) {
      const urls = files[inputNameOf(name, field)];
      if (urls?.length) {
        if (!field.multiple && urls.length > 1) errors[name] = mediaMessages.oneFile;
        body[name] = field.multiple ? urls.join(',') : urls[0];
        continue;
      }
      const clearing = existing && !field.required && (body[name] === '' || body[name] === null);
      if (clearing) body[name] = null;
      else delete body[name];
    }
  }

  /** The values to save, or a 400 naming every wrong field. */
  function validate(body: Record<string, unknown>, errors: FieldErrors, mode: Mode, existing?: Row) {
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.immutable && existing && name in body && body[name] !== existing[name]) {
        errors[name] = validationMessages.immutable;
      }
    }
    if (mode === 'replace') {
      for (const [name, field] of replaceableFields) {
        if (!(name in body)) body[name] = field.kind === 'boolean' ? false : null;
      }
    }
    const parsed = (mode === 'patch' ? schemaOf.patch : schemaOf.create).safeParse(body);
    if (!parsed.success) {
      for (const [name, error] of Object.entries(fieldErrorsOf(parsed.error))) errors[name] ??= error;
    }
    if (mode !== 'patch') {
      for (const [name, field] of fileFields) {
        const has = body[name] ?? existing?.[name];
        if (field.required && !has) errors[name] ??= field.requiredMessage ?? mediaMessages.required;
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) throw badRequest(validationMessage(def, errors), errors);
    return toColumnValues(def, parsed.data as Record<string, unknown>);
  }

  /** Reads the body (multipart or JSON), stores its files, validates; returns values to save. */
  return async function readBody(request: FastifyRequest, mode: Mode, existing?: Row) {
    const { raw, files, stored } = await readRaw(request);
    try {
      const body = renameInputs(def, raw, resource.body?.extraInputs);
      const errors: FieldErrors = {};
      takeFiles(body, files, errors, existing);
      const values = validate(body, errors, mode, existing);
      const ctx: SaveContext = { db, request, files, existing };
      await resource.beforeSave?.(values, ctx);
      return { values, stored, ctx };
    } catch (error) {
      await Promise.all(stored.map((url) => media.remove(url)));
      throw error;
    }
  };
}
