import {
  type DetailPageDef,
  firstUrl,
  formatField,
  hrefOf,
  idQueryOf,
  isDetailPage,
  isFileField,
  type ListPageDef,
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

/** A card or heading's title, text and picture, from the fields a link preview shows. */
export function previewOf(detail: DetailPageDef | undefined, item: Record<string, unknown>) {
  const text = (field: string | undefined) => (field && typeof item[field] === 'string' ? String(item[field]) : '');
  return {
    title: text(detail?.preview.title) || `#${String(item.id)}`,
    description: text(detail?.preview.description),
    image: (detail?.preview.image ?? []).map((field) => firstUrl(item[field])).find(Boolean) ?? null,
  };
}

/**
 * The detail page's facts under the picture: every field the link preview does not already show,
 * except files, pictures and hidden ones, with its label and its value formatted by its kind
 * (WIB date-times, rupiah, numbers, YA / TIDAK: contract/src/field-format.ts).
 */
export function detailFacts(def: ResourceDef, item: Record<string, unknown>) {
  const detail = Object.values(def.pages ?? {}).find(isDetailPage) as DetailPageDef | undefined;
  return Object.entries(def.fields)
    .filter(
      ([name, field]) =>
        !isFileField(field) &&
        field.kind !== 'imageUrl' &&
        !field.hidden &&
        name !== detail?.preview.title &&
        name !== detail?.preview.description,
    )
    .map(([name, field]) => ({ name, label: field.label, value: formatField(field, item[name]) }));
}
