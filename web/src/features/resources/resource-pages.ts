import {
  type DetailPageDef,
  firstUrl,
  formatField,
  hrefOf,
  idQueryOf,
  isDetailPage,
  isFileField,
  type ListPageDef,
  langOf,
  type ResourceDef,
  type ResourceKey,
  resources,
  uiMessages,
} from '@teater/contract';
import { siteRoutes } from '../../lib/site-table';

/** What a generic page of a resource needs: its definition, its pages' definitions and their URLs. */
export function resourcePages(name: ResourceKey) {
  const def: ResourceDef = resources[name];
  const routes = siteRoutes.filter((route) => route.resource === name);
  const patternOf = (kind: 'list' | 'detail') => routes.find((route) => route.kind === kind)?.path;
  const pages = Object.values(def.pages ?? {});
  const detail = pages.find(isDetailPage) as DetailPageDef | undefined;
  const texts = def.texts ?? {};
  const listPattern = patternOf('list');
  const detailPattern = patternOf('detail');
  return {
    def,
    detail,
    listPage: (page: string) => def.pages?.[page] as ListPageDef | undefined,
    heading: texts.heading ?? def.label,
    texts,
    listHref: listPattern ? hrefOf(listPattern) : '/',
    detailHref: detailPattern ? (id: number) => hrefOf(detailPattern, id) : undefined,
    idQuery: detailPattern ? idQueryOf(detailPattern) : undefined,
    back: texts.back ?? uiMessages.goBack,
  };
}

type Item = Record<string, unknown> & { _untranslated?: string[] };

/**
 * A card or heading's title, text and picture, from the fields a link preview shows; the title's
 * and text's `lang` is `id` on an English page while they have no English (the server says which).
 */
export function previewOf(detail: DetailPageDef | undefined, item: Item) {
  const text = (field: string | undefined) => (field && typeof item[field] === 'string' ? String(item[field]) : '');
  const titleField = detail?.preview.title;
  const textField = detail?.preview.description;
  return {
    title: text(titleField) || `#${String(item.id)}`,
    titleLang: titleField ? langOf(item, titleField) : undefined,
    description: text(textField),
    descriptionLang: textField ? langOf(item, textField) : undefined,
    image: (detail?.preview.image ?? []).map((field) => firstUrl(item[field])).find(Boolean) ?? null,
  };
}

/**
 * The detail page's facts under the picture: every field the link preview does not already show,
 * except files, pictures, hidden ones and the English companions (`judul_en`: the server answers
 * an English reader's text in `judul` itself), with its label, its value formatted by its kind
 * (WIB date-times, rupiah, numbers, YA / TIDAK: contract/src/field-format.ts) and `lang="id"`
 * for a text still untranslated on an English page.
 */
export function detailFacts(def: ResourceDef, item: Item) {
  const detail = Object.values(def.pages ?? {}).find(isDetailPage) as DetailPageDef | undefined;
  return Object.entries(def.fields)
    .filter(
      ([name, field]) =>
        !isFileField(field) &&
        field.kind !== 'imageUrl' &&
        !field.hidden &&
        !field.englishOf &&
        name !== detail?.preview.title &&
        name !== detail?.preview.description,
    )
    .map(([name, field]) => ({
      name,
      label: field.label,
      value: formatField(field, item[name]),
      lang: langOf(item, name),
    }));
}

/**
 * What a list card shows beside the preview: the first date (or date-time, in WIB) above the
 * title and the first price (rupiah) under the text, by the kinds of the fields; none when the
 * resource has no such field or the item no value.
 */
export function cardFacts(def: ResourceDef, item: Item) {
  const fields = Object.entries(def.fields).filter(([, field]) => !field.hidden);
  const first = (kinds: (field: ResourceDef['fields'][string]) => boolean) => {
    const found = fields.find(([name, field]) => kinds(field) && item[name] !== null && item[name] !== undefined);
    return found ? formatField(found[1], item[found[0]]) : undefined;
  };
  return {
    when: first((field) => field.kind === 'datetime' || field.kind === 'date'),
    price: first((field) => field.kind === 'number' && field.format === 'rupiah'),
  };
}
