import { translateText } from './i18n/localized.js';
/**
 * A resource's fields, declared once. The API derives validation and table columns from them,
 * the web derives forms and tables. Names are the spec's field names.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'number'
  | 'boolean'
  | 'datetime'
  | 'date'
  | 'select'
  /** an uploaded image file (multipart) stored as its public URL */
  | 'image'
  /** an image URL sent as JSON, obtained from POST /image first */
  | 'imageUrl'
  | 'video'
  | 'document';

export type FileKind = 'image' | 'video' | 'document';

export interface FieldOptions {
  required?: boolean;
  /** the multipart/JSON name when it differs from the stored field name */
  input?: string;
  hint?: string;
  /** several files for one field: their URLs are stored comma-separated */
  multiple?: boolean;
  /** never accepted from the client: set by the server */
  readOnly?: boolean;
  /** cannot change after creation (landing keys) */
  immutable?: boolean;
  /** not shown in the admin form (server-managed or edited elsewhere) */
  hidden?: boolean;
  /**
   * not a column of the resource's table: its server code reads and writes the value elsewhere
   * (a show's first ticket category); it travels and validates like any field
   */
  virtual?: boolean;
  min?: number;
  max?: number;
  /** the text a missing required value answers (default: validationMessages.required) */
  requiredMessage?: string;
  /** what the admin form says of a chosen file of the wrong type (default: mediaMessages' text for its kind) */
  wrongTypeMessage?: string;
  /** a number that is money: shown as rupiah everywhere (field-format.ts) */
  format?: 'rupiah';
  /**
   * a text given in English too: `defineResource` adds its English field `<name>_en` (optional,
   * a column of its own) right after it; English reads answer it in place of this one (translated.ts)
   */
  translatable?: boolean;
  /** set on the English field `defineResource` adds: the name of the field it translates */
  englishOf?: string;
}

export interface FieldDef<K extends FieldKind = FieldKind> extends FieldOptions {
  kind: K;
  label: string;
  required: boolean;
  options?: readonly { value: string; label: string }[];
}

const field =
  <K extends FieldKind>(kind: K) =>
  <O extends FieldOptions>(label: string, options?: O) =>
    ({ ...options, kind, label, required: options?.required ?? false }) as FieldDef<K> &
      O & { required: O extends { required: true } ? true : false };

export const f = {
  text: field('text'),
  textarea: field('textarea'),
  url: field('url'),
  number: field('number'),
  boolean: field('boolean'),
  datetime: field('datetime'),
  date: field('date'),
  image: field('image'),
  imageUrl: field('imageUrl'),
  video: field('video'),
  document: field('document'),
  select: <O extends FieldOptions>(label: string, options: readonly { value: string; label: string }[], opts?: O) =>
    ({ ...opts, kind: 'select' as const, label, options, required: opts?.required ?? false }) as FieldDef<'select'> &
      O & { required: O extends { required: true } ? true : false },
};

export type Fields = Record<string, FieldDef>;

export const fileKindOf = (def: FieldDef): FileKind | null =>
  def.kind === 'image' || def.kind === 'video' || def.kind === 'document' ? def.kind : null;

export const isFileField = (def: FieldDef) => fileKindOf(def) !== null;

type ValueOf<D extends FieldDef> = D['kind'] extends 'number' ? number : D['kind'] extends 'boolean' ? boolean : string;

/** The names of the fields declared translatable. */
export type TranslatableKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { translatable: true } ? K : never;
}[keyof F] &
  string;

/** The English field of a translatable one: optional text, stored in its own column. */
export type EnglishFieldOf<D extends FieldDef> = FieldDef<D['kind']> & { required: false; englishOf: string };

/** A resource's fields with the English field `<name>_en` of each translatable one. */
export type WithEnglish<F extends Fields> = F & {
  readonly [K in TranslatableKeys<F> as `${K}${typeof ENGLISH_SUFFIX}`]: EnglishFieldOf<F[K]>;
};

/** `judul` → `judul_en`: the English field (and column) of a translatable field. */
export const ENGLISH_SUFFIX = '_en';
export const englishNameOf = (name: string) => `${name}${ENGLISH_SUFFIX}`;

/** The translatable fields' names. */
export const translatableNamesOf = (fields: Fields) =>
  Object.entries(fields)
    .filter(([, def]) => def.translatable)
    .map(([name]) => name);

/** The fields with each translatable field's English one right after it (`Judul (English)`). */
export function withEnglish<F extends Fields>(fields: F): WithEnglish<F> {
  const out: Fields = {};
  for (const [name, def] of Object.entries(fields)) {
    out[name] = def;
    if (!def.translatable || def.englishOf) continue;
    const { kind, label, max, hint, hidden, readOnly } = def;
    out[englishNameOf(name)] = {
      kind,
      // read when shown: `Judul (English)` in Indonesian, `Title (English)` in English
      get label() {
        return `${translateText(label)} (English)`;
      },
      required: false,
      englishOf: name,
      ...(max === undefined ? {} : { max }),
      ...(hint === undefined ? {} : { hint }),
      ...(hidden ? { hidden } : {}),
      ...(readOnly ? { readOnly } : {}),
    };
  }
  return out as WithEnglish<F>;
}

/** What an English read adds: the translatable fields that fell back to Indonesian (marked `lang="id"`). */
export const UNTRANSLATED = '_untranslated';

/** The JSON shape of a stored record (an English read may add `_untranslated`). */
export type EntityOf<F extends Fields> = { id: number; createdAt: string; updatedAt: string } & {
  -readonly [K in keyof F as F[K] extends { englishOf: string } ? never : K]: F[K]['required'] extends true
    ? ValueOf<F[K]>
    : ValueOf<F[K]> | null;
} & {
  // the English fields travel to admins only
  -readonly [K in keyof F as F[K] extends { englishOf: string } ? K : never]?: string | null;
} & { _untranslated?: string[] };

/** The name a field travels under in requests. */
export const inputNameOf = (name: string, def: FieldDef) => def.input ?? name;
