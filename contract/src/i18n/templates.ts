import { translateText } from './localized.js';

/**
 * A text built from values whose Indonesian template is written once, at start (a resource's
 * `(site) => …` title): `{name}` marks a value. Each call translates the template, then fills it,
 * so the English catalog holds the template (`'Anggota {site}'`), never a finished text.
 */
export type TemplateText<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };

export function textTemplate<A extends unknown[]>(
  template: string,
  values: (...args: A) => Readonly<Record<string, string | number>>,
): TemplateText<A> {
  const fill = (...args: A) => {
    const filled = values(...args);
    return translateText(template).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in filled ? String(filled[name]) : whole,
    );
  };
  return Object.assign(fill, { template });
}

/** The template of a text built by `textTemplate`, if it is one (the catalog's completeness test). */
export function templateOf(text: unknown): string | undefined {
  if (typeof text !== 'function') return undefined;
  const template: unknown = Reflect.get(text, 'template');
  return typeof template === 'string' ? template : undefined;
}
