import { ARTICLE_CATEGORIES, type beritakolaborasis, type beritapartners, type beritas } from '@teater/contract';
import { z } from 'zod';
import { type ApiResource, apiResource, type ContentTable } from './define.js';

type ArticleDef = typeof beritas | typeof beritakolaborasis | typeof beritapartners;
const categories: Record<string, string> = ARTICLE_CATEGORIES;

/**
 * A kind of news. Spec 3 gives news "a category with name"; the kind decides it, so every item
 * answers `category: { name }` without a category table.
 */
export function articleResource(def: ArticleDef, table: ContentTable): ApiResource {
  const category = { name: categories[def.name] ?? def.label };
  return apiResource({
    def,
    table,
    outputExtras: { category: z.object({ name: z.string() }) },
    toOutput: (row) => ({ ...row, category }),
  });
}
