import { ARTICLE_CATEGORIES, type beritakolaborasis, type beritapartners, type beritas } from '@teater/contract';
import { type ApiResource, apiResource, type ContentTable } from './define.js';

type ArticleDef = typeof beritas | typeof beritakolaborasis | typeof beritapartners;
const categories: Record<string, string> = ARTICLE_CATEGORIES;

/**
 * A kind of news. Spec 3 gives news "a category with name"; the kind decides it, so every item
 * answers `category: { name }` without a category table.
 */
export function articleResource(def: ArticleDef, table: ContentTable): ApiResource {
  const category = { name: categories[def.name] ?? def.label };
  return apiResource({ def, table, toOutput: (row) => ({ ...row, category }) });
}
