import { currentLocale } from './locale.js';

/**
 * The English counterpart of an Indonesian text area: the same keys, every text a string, every
 * parameterised text a function of the same parameters. A key missing in English is a type error,
 * and `areas.test.ts` walks every area at run time as well.
 */
export type English<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => English<R>
    : T extends readonly (infer U)[]
      ? readonly English<U>[]
      : T extends object
        ? { readonly [K in keyof T]: English<T[K]> }
        : T;

/** Every area registered, for the completeness test and the translation of texts fixed at start. */
export const textAreas = new Map<string, { id: object; en: object }>();

/**
 * A text area in both languages, read in the current one: `ticketMessages.soldOut` is Indonesian
 * on `/tiket` and English on `/en/tiket`, with no change where it is read. The Indonesian object is
 * the source (spec texts verbatim); reading picks the language at the moment of the read, so a
 * text must be read when it is shown, not copied into a constant at start (those go through
 * `translateText`).
 */
export function localized<T extends object>(area: string, id: T, en: English<T>): T {
  textAreas.set(area, { id, en });
  return new Proxy(id, {
    get: (target, key, receiver) =>
      currentLocale() === 'en' ? Reflect.get(en, key) : Reflect.get(target, key, receiver),
  });
}

let fixedTexts: Map<string, string> | undefined;
const extraCatalogs: Record<string, string>[] = [];

/**
 * Registers English for Indonesian texts fixed at start by their source text (gettext's model):
 * the labels and titles of resource definitions, schema messages.
 */
export function registerCatalog(catalog: Record<string, string>) {
  extraCatalogs.push(catalog);
  fixedTexts = undefined;
}

function collect(id: unknown, en: unknown, into: Map<string, string>) {
  if (typeof id === 'string' && typeof en === 'string') {
    if (!into.has(id)) into.set(id, en);
  } else if (id && en && typeof id === 'object' && typeof en === 'object') {
    for (const key of Object.keys(id)) collect(Reflect.get(id, key), Reflect.get(en, key), into);
  }
}

function fixedTextIndex() {
  if (!fixedTexts) {
    const index = new Map<string, string>();
    for (const catalog of extraCatalogs) for (const [id, en] of Object.entries(catalog)) index.set(id, en);
    for (const { id, en } of textAreas.values()) collect(id, en, index);
    fixedTexts = index;
  }
  return fixedTexts;
}

/**
 * An Indonesian text fixed before the language was known (a resource's label, a schema's message)
 * in the current language: its English where the areas or a catalog know it, else as it is.
 */
export function translateText(text: string): string {
  if (currentLocale() !== 'en') return text;
  return fixedTextIndex().get(text) ?? text;
}

/** Whether an English text exists for an Indonesian one (completeness tests). */
export const hasEnglish = (text: string) => fixedTextIndex().has(text);

const translatedViews = new WeakMap<object, object>();
const isPlain = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/**
 * A definition whose texts were written once in Indonesian (a resource's labels, titles, menus),
 * read in the current language: every string goes through `translateText`, plain objects and
 * arrays inside it are read the same way. Identifiers (names, paths) have no catalog entry and
 * stay as they are.
 */
export function translatedView<T extends object>(definition: T): T {
  const known = translatedViews.get(definition);
  if (known) return known as T;
  const view = new Proxy(definition, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value === 'string') return translateText(value);
      return isPlain(value) ? translatedView(value) : value;
    },
  });
  translatedViews.set(definition, view);
  return view;
}

/** A text of an area or catalog in both languages: a string, or a parameterised text's pattern. */
export interface TextPair {
  id: string | RegExp;
  en: string | RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SLOT = '\u0001';

/** A parameterised text as a pattern: its fixed words with any value in each parameter's place. */
function patternOf(text: (...args: unknown[]) => unknown): RegExp | undefined {
  try {
    const out = text(...Array.from({ length: text.length }, () => SLOT));
    if (typeof out !== 'string' || !out.includes(SLOT)) return undefined;
    // a text that is mostly its parameters (`${x}.`), or a word between two (`${a} tiket ${b}`),
    // would match any sentence that holds it
    if (out.replaceAll(SLOT, '').trim().length < 4) return undefined;
    if (out.startsWith(SLOT) && out.endsWith(SLOT)) return undefined;
    return new RegExp(`^${out.split(SLOT).map(escapeRegExp).join('.+?')}$`, 's');
  } catch {
    // a text that computes with its parameter (a count, a date) has no pattern to look for
    return undefined;
  }
}

function pairsOf(id: unknown, en: unknown, into: TextPair[]) {
  if (typeof id === 'string' && typeof en === 'string') into.push({ id, en });
  else if (typeof id === 'function' && typeof en === 'function') {
    const idPattern = patternOf(id as (...args: unknown[]) => unknown);
    const enPattern = patternOf(en as (...args: unknown[]) => unknown);
    if (idPattern && enPattern) into.push({ id: idPattern, en: enPattern });
  } else if (id && en && typeof id === 'object' && typeof en === 'object') {
    for (const key of Object.keys(id)) pairsOf(Reflect.get(id, key), Reflect.get(en, key), into);
  }
}

/** Every interface text in both languages (the language tests look for the other language's). */
export function allTextPairs(): TextPair[] {
  const pairs: TextPair[] = [];
  for (const { id, en } of textAreas.values()) pairsOf(id, en, pairs);
  for (const catalog of extraCatalogs) for (const [id, en] of Object.entries(catalog)) pairs.push({ id, en });
  return pairs;
}
