import { ARTICLE_CATEGORIES, translateText } from '@teater/contract';
import { z } from 'zod';
import type { ServerExtras } from './define.js';

const categoryAnswer = { category: z.object({ name: z.string() }) };

/**
 * The kinds of news. Spec 3 gives news "a category with name"; the kind decides it, so every item
 * answers `category: { name }` without a category table, named in the language of the answer.
 */
export const articleExtras = Object.fromEntries(
  Object.entries(ARTICLE_CATEGORIES).map(([name, category]): [string, ServerExtras] => [
    name,
    { outputExtras: categoryAnswer, toOutput: (row) => ({ ...row, category: { name: translateText(category) } }) },
  ]),
) as Record<keyof typeof ARTICLE_CATEGORIES, ServerExtras>;
