import { ARTICLE_CATEGORIES } from '@teater/contract';
import { z } from 'zod';
import type { ServerExtras } from './define.js';

const categoryAnswer = { category: z.object({ name: z.string() }) };

/**
 * The kinds of news. Spec 3 gives news "a category with name"; the kind decides it, so every item
 * answers `category: { name }` without a category table.
 */
export const articleExtras = Object.fromEntries(
  Object.entries(ARTICLE_CATEGORIES).map(([name, category]): [string, ServerExtras] => [
    name,
    { outputExtras: categoryAnswer, toOutput: (row) => ({ ...row, category: { name: category } }) },
  ]),
) as Record<keyof typeof ARTICLE_CATEGORIES, ServerExtras>;
