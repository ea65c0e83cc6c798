/**
 * A schema's message read when its check fails, not when the schema is built: zod calls `error` at
 * parse time, so the message comes in the language of that moment (the request's, the page's).
 * Schemas are built once (at start, or on first use by whichever request comes first), so a text
 * read while building would stay in that language.
 *
 *     z.string().min(1, said(() => validationMessages.required))
 */
export const said = (text: () => string) => ({ error: () => text() });
