import { z } from 'zod';
import { type FieldDef, type Fields, isFileField } from './fields.js';
import { translateText } from './i18n/localized.js';
import { said } from './i18n/said.js';
import { validationMessages } from './messages/validation.js';
import { isStorableDate, plainString } from './safe-values.js';
import { DATE_TIME_PATTERN, readWibDateTime } from './wib.js';

/**
 * Multipart sends strings; JSON may send real values. Both are accepted. Blank text (spaces only)
 * counts as empty: a required field cannot be filled with spaces.
 */
const emptyToNull = (v: unknown) =>
  (typeof v === 'string' && v.trim() === '') || v === 'null' || v === undefined ? null : v;

// Schemas are built on first use: module-level zod calls would keep zod in every page's bundle.
const httpUrl = () =>
  plainString()
    .trim()
    .max(2000)
    .refine(
      (v) => /^https?:\/\/[^\s]+$/i.test(v),
      said(() => validationMessages.url),
    );

/** A stored media URL or an absolute http(s) address; never javascript: or data: */
const mediaUrl = () =>
  plainString()
    .trim()
    .max(2000)
    .refine(
      (v) => /^(https?:\/\/[^\s]+|\/media\/[\w./-]+|\/api\/v1\/files\/[\w./-]+)$/i.test(v),
      said(() => validationMessages.url),
    );

/** Several stored URLs of a `multiple` field, comma-separated; each one checked like mediaUrl. */
const mediaUrls = () => {
  const one = mediaUrl();
  return z
    .string()
    .trim()
    .max(50_000)
    .refine(
      (v) => v.split(',').every((url) => one.safeParse(url).success),
      said(() => validationMessages.url),
    );
};

/**
 * A date-time: ISO text, read as WIB when it names no zone (DESIGN: every date entered is WIB,
 * whatever the server's zone), or a Date (the server's own calls); answered as an ISO instant.
 * Its OpenAPI schema says so: the conversion itself has no JSON Schema of its own.
 */
const wibDateTime = () =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (readWibDateTime(v) ?? v) : v),
      z
        .date({ error: () => validationMessages.date })
        .refine(
          (d) => isStorableDate(d),
          said(() => validationMessages.date),
        )
        .transform((d) => d.toISOString()),
    )
    .meta({
      type: 'string',
      pattern: DATE_TIME_PATTERN,
      examples: ['2027-01-08T19:00', '2027-01-08T12:00:00.000Z'],
      description:
        'Tanggal dan jam ISO 8601; tanpa zona waktu dibaca sebagai WIB (UTC+07:00): `2027-01-08T19:00` = `2027-01-08T12:00:00.000Z`.',
    });

function valueSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'number': {
      let n = z.coerce.number({ error: () => validationMessages.number }).int(said(() => validationMessages.integer));
      n = n.min(
        def.min ?? 0,
        said(() => validationMessages.min(def.min ?? 0)),
      );
      const max = def.max;
      if (max !== undefined)
        n = n.max(
          max,
          said(() => validationMessages.max(max)),
        );
      return n;
    }
    case 'boolean':
      return z.preprocess(
        (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
        z.boolean({ error: () => validationMessages.boolean }),
      );
    case 'datetime':
      return wibDateTime();
    case 'date':
      return z.coerce
        .date({ error: () => validationMessages.date })
        .refine(
          (d) => isStorableDate(d),
          said(() => validationMessages.date),
        )
        .transform((d) => d.toISOString());
    case 'select':
      return z.enum((def.options ?? []).map((o) => o.value) as [string, ...string[]], {
        error: () => validationMessages.option,
      });
    case 'url':
      return httpUrl();
    case 'imageUrl':
    case 'image':
    case 'video':
    case 'document':
      return def.multiple ? mediaUrls() : mediaUrl();
    case 'text':
      return plainString()
        .trim()
        .max(
          def.max ?? 300,
          said(() => validationMessages.maxLength(def.max ?? 300)),
        );
    case 'textarea':
      return plainString()
        .trim()
        .max(
          def.max ?? 50_000,
          said(() => validationMessages.maxLength(def.max ?? 50_000)),
        );
  }
}

function fieldSchema(def: FieldDef, mode: 'create' | 'patch'): z.ZodType {
  const value = valueSchema(def);
  // Uploaded files are checked by the server after the upload, not by this schema.
  if (!def.required || isFileField(def)) return z.preprocess(emptyToNull, value.nullable()).optional();
  const present = z.preprocess(
    emptyToNull,
    value.nullable().refine(
      (v) => v !== null,
      said(() => (def.requiredMessage ? translateText(def.requiredMessage) : validationMessages.required)),
    ),
  );
  // A patch may leave a required field out, but never blank it.
  return mode === 'create' ? present : present.optional();
}

/**
 * The body schema of a create (POST, PUT) or a patch. File fields are validated as URLs here;
 * uploaded files are turned into URLs by the server before this runs. Unknown keys are dropped.
 */
export function bodySchema(fields: Fields, mode: 'create' | 'patch') {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, def] of Object.entries(fields)) {
    if (def.readOnly) continue;
    shape[name] = fieldSchema(def, mode);
  }
  return z.object(shape);
}
