import { z } from 'zod';
import { type FieldDef, type Fields, UNTRANSLATED } from '../fields.js';

/**
 * The shapes the API answers, declared once: the server serializes with them (a field not
 * declared never leaves it) and the OpenAPI document shows them.
 */

/** Timestamps travel as ISO strings; the server's Date objects are written as such. */
export const isoTime = () => z.iso.datetime({ offset: true });

/** Every error: `{ message, errors? }`, errors by field name. */
export const errorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const messageAnswer = z.object({ message: z.string() });

/** Paging facts beside a list's `data`. */
export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export const dataAnswer = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const savedAnswer = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });
export const pageAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

function fieldValue(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'number':
      return z.number().int();
    case 'boolean':
      return z.boolean();
    case 'date':
    case 'datetime':
      return isoTime();
    default:
      return z.string();
  }
}

/** In an English read: the translatable fields that fell back to Indonesian (translated.ts). */
export const untranslatedAnswer = z
  .array(z.string())
  .describe('English reads: the translatable fields without an English value, given in Indonesian (lang="id")');

/**
 * A stored record of a resource: id, its fields (optional ones may be null) and timestamps. The
 * English fields (`x_en`) travel to admins only; English reads add `_untranslated`.
 */
export function recordSchema(fields: Fields, extras: z.ZodRawShape = {}) {
  const shape: Record<string, z.ZodType> = { id: z.number().int() };
  let translatable = false;
  for (const [name, def] of Object.entries(fields)) {
    if (def.englishOf) {
      translatable = true;
      shape[name] = fieldValue(def)
        .nullable()
        .optional()
        .describe(
          `English of ${def.englishOf} (admin reads and writes only; public reads answer ?lang=en in ${def.englishOf})`,
        );
    } else shape[name] = def.required ? fieldValue(def) : fieldValue(def).nullable();
  }
  const english = translatable ? { [UNTRANSLATED]: untranslatedAnswer.optional() } : {};
  return z.object({ ...shape, createdAt: isoTime(), updatedAt: isoTime(), ...english, ...extras });
}
