import { z } from 'zod';
import { LOCALES } from './i18n/locale.js';
import { localized } from './i18n/localized.js';
import { said } from './i18n/said.js';
import { listEnglish, pagingEnglish, tableEnglish } from './messages/en/list.js';
import { listTexts, pagingTexts, tableTexts } from './messages/id/list.js';
import { isStorableDate, MAX_ID, plainString } from './safe-values.js';

/**
 * What a list may be searched, sorted and filtered by: declared once per resource, read by the
 * API (query validation, SQL, indexes), the admin table and the OpenAPI document.
 * Anything a list call asks for that is not declared here is refused with 400.
 */
export type FilterDef =
  /** `?field=value`, one of the values (shown by their labels where given) */
  | { kind: 'enum'; values: readonly string[]; labels?: Readonly<Record<string, string>>; label?: string }
  /** `?field=true|false` */
  | { kind: 'boolean'; label?: string }
  /** `?field=123`: a reference to another record, picked by searching `path` and showing `title` */
  | { kind: 'id'; label?: string; source?: { path: string; title: string } }
  /** `?field_from=…&field_to=…`: a date-time range; a plain date means that whole day in WIB */
  | { kind: 'range'; label?: string };

export interface ListDef {
  /** fields `q` searches, case-insensitive anywhere in the text (trigram-indexed) */
  search?: readonly string[];
  /** sortable fields and the default order, `-` for descending (ties fall back to newest id) */
  sort?: { fields: readonly string[]; default: string };
  filters?: Readonly<Record<string, FilterDef>>;
  /** default page size (a public page's own size; admin screens ask for ADMIN_PAGE_SIZE) */
  pageSize?: number;
}

export const PUBLIC_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
/** what every list may be sorted by when it declares nothing */
export const DEFAULT_SORT = { fields: ['createdAt'], default: '-createdAt' } as const;

/** An enum filter's values and their labels. */
interface Choices {
  values: readonly string[];
  labels: Readonly<Record<string, string>>;
}

/**
 * A list of messages sent out (the mail outbox, WhatsApp): searched by the address each went to,
 * newest first, filtered by its status and its kind.
 */
export const sentMessagesList = <S extends Choices, K extends Choices>(address: string, status: S, kind: K) =>
  ({
    search: [address],
    sort: DEFAULT_SORT,
    filters: {
      status: { kind: 'enum', ...status, label: 'Status' },
      kind: { kind: 'enum', ...kind, label: 'Jenis' },
    },
  }) as const satisfies ListDef;

/** The facts a paged answer carries beside its `data`. */
export interface ListMeta {
  page: number;
  limit: number;
  total: number;
}
export interface ListAnswer<T> {
  data: T[];
  meta: ListMeta;
}

/** A list call's refusals (Indonesian in messages/id/list.ts, English in messages/en/list.ts). */
export const listMessages = localized('list', listTexts, listEnglish);

/** The sort values a list accepts: each field ascending and descending (`-field`). */
export const sortValuesOf = (list: ListDef): string[] =>
  (list.sort ?? DEFAULT_SORT).fields.flatMap((field) => [field, `-${field}`]);

/** A range filter's bound: a date or a moment, in years 1 to 9999 (the database's and a four-digit year's). */
const rangeBound = (name: string) =>
  z
    .string()
    .refine((value) => isStorableDate(new Date(value)), { error: () => listMessages.filterValue(name) })
    .optional();

/** A validated list call: paging, search, order and the filters present. */
export interface ListParams {
  page: number;
  limit: number;
  q?: string;
  /** `field` or `-field` */
  sort: string;
  filters: Record<string, string | boolean | number>;
  /** `field_from` / `field_to` of range filters, as given */
  ranges: Record<string, { from?: string; to?: string }>;
}

/** The `lang` parameter every read takes, as the API documentation describes it. */
export const LANG_PARAM_TEXT =
  'Bahasa jawaban / language of the answer: `id` (default) or `en`. Wins over Accept-Language; another value is ignored.';

/** The query parameters of a list's declared filters, each refused with its own message. */
function addFilters(shape: Record<string, z.ZodType>, list: ListDef) {
  for (const [name, filter] of Object.entries(list.filters ?? {})) {
    const invalid = said(() => listMessages.filterValue(name));
    if (filter.kind === 'enum') shape[name] = z.enum(filter.values as [string, ...string[]], invalid).optional();
    else if (filter.kind === 'boolean') shape[name] = z.enum(['true', 'false'], invalid).optional();
    else if (filter.kind === 'id')
      shape[name] = z.coerce.number(invalid).int(invalid).positive(invalid).max(MAX_ID, invalid).optional();
    else {
      shape[`${name}_from`] = rangeBound(name);
      shape[`${name}_to`] = rangeBound(name);
    }
  }
}

const pageRefused = said(() => listMessages.page);
const limitRefused = said(() => listMessages.limit(MAX_PAGE_SIZE));

/**
 * The query-string schema of one list: declared parameters only (strict), with the message of
 * each refusal in the language of the call. `extra` admits route-specific parameters (e.g. a history's `id`).
 */
export function listQuerySchema(list: ListDef, defaults: { limit: number }, extra: readonly string[] = []) {
  const sortValues = sortValuesOf(list);
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number(pageRefused).int(pageRefused).min(1, pageRefused).optional(),
    limit: z.coerce
      .number(limitRefused)
      .int(limitRefused)
      .min(1, limitRefused)
      .max(MAX_PAGE_SIZE, limitRefused)
      .optional(),
    sort: z.enum(sortValues as [string, ...string[]], { error: () => listMessages.sort(sortValues) }).optional(),
  };
  if (list.search?.length) {
    shape.q = plainString()
      .max(
        MAX_SEARCH_LENGTH,
        said(() => listMessages.search(MAX_SEARCH_LENGTH)),
      )
      .optional();
  }
  addFilters(shape, list);
  for (const name of extra) shape[name] = plainString().optional();
  // the language of the answer (every API call may ask: api/src/core/locale.ts)
  shape.lang ??= z.enum(LOCALES).optional().catch(undefined).describe(LANG_PARAM_TEXT);
  return z
    .looseObject(shape)
    .superRefine((value, ctx) => {
      const unknown = Object.keys(value).filter((key) => !(key in shape));
      if (unknown.length === 0) return;
      const message =
        unknown.includes('q') && !list.search?.length ? listMessages.searchNotAllowed : listMessages.unknown(unknown);
      ctx.addIssue({ code: 'custom', message, path: [unknown[0] ?? ''] });
    })
    .transform((value): ListParams => {
      const filters: ListParams['filters'] = {};
      const ranges: ListParams['ranges'] = {};
      for (const [name, filter] of Object.entries(list.filters ?? {})) {
        if (filter.kind === 'range') {
          const from = value[`${name}_from`] as string | undefined;
          const to = value[`${name}_to`] as string | undefined;
          if (from || to) ranges[name] = { from, to };
          continue;
        }
        const raw = value[name];
        if (raw === undefined) continue;
        filters[name] = filter.kind === 'boolean' ? raw === 'true' : (raw as string | number);
      }
      const q = typeof value.q === 'string' ? value.q.trim() : '';
      return {
        page: (value.page as number | undefined) ?? 1,
        limit: (value.limit as number | undefined) ?? defaults.limit,
        q: q || undefined,
        sort: (value.sort as string | undefined) ?? (list.sort ?? DEFAULT_SORT).default,
        filters,
        ranges,
      };
    });
}

const WIB_OFFSET = '+07:00';
/** A range bound as an instant: a plain date is the start (from) or end (to) of that day in WIB. */
export function rangeInstant(value: string, bound: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = new Date(`${value}T00:00:00${WIB_OFFSET}`);
    return bound === 'from' ? start : new Date(start.getTime() + 24 * 3600_000 - 1);
  }
  return new Date(value);
}

/** "1–50 dari 20.000": the rows a page shows, in the number format of the current language. */
export function pageRangeLabel(meta: ListMeta): string {
  if (meta.total === 0) return tableMessages.pageRange(0, 0, 0);
  const first = (meta.page - 1) * meta.limit + 1;
  const last = Math.min(meta.total, meta.page * meta.limit);
  return tableMessages.pageRange(first, last, meta.total);
}

export type ListCallParams = Record<string, string | number | boolean | undefined>;

/** The API path of a list call, parameters in the order given: the browser and the server build it alike. */
export function listCall(path: string, params: ListCallParams = {}): string {
  const search = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The page size of a public list page: the list's own, else 12. */
export const publicPageSizeOf = (def: { list?: ListDef }) => def.list?.pageSize ?? PUBLIC_PAGE_SIZE;

/** The parameters of one page of a public list page (filters first, then page and limit). */
export const publicPageParams = (
  def: { list?: ListDef },
  page: number,
  filters: ListCallParams = {},
): ListCallParams => ({
  ...filters,
  page,
  limit: publicPageSizeOf(def),
});

/** `?page=N` of a page URL: a whole number from 1, else 1. */
export function pageParamOf(raw: string | null | undefined): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export const pagingMessages = localized('paging', pagingTexts, pagingEnglish);

/** The admin table's own texts. */
export const tableMessages = localized('table', tableTexts, tableEnglish);

/**
 * An enum filter's labels from a field's options, read each time they are shown: a filter given
 * none shows its raw values ("draft", "queuing").
 */
export const optionLabels = (options: readonly { value: string; label: string }[]): Readonly<Record<string, string>> =>
  Object.defineProperties(
    {},
    Object.fromEntries(options.map((option) => [option.value, { get: () => option.label, enumerable: true }])),
  );
