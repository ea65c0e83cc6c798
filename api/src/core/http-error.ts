import { httpMessages, MAX_ID, translateText, validationMessages } from '@teater/contract';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** An error whose message is safe to show: it becomes `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = validationMessages.invalid, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = httpMessages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = httpMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = httpMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= translateText(issue.message);
  }
  return errors;
}

/** Validates or throws a 400 naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(validationMessages.invalid, fieldErrorsOf(result.error));
  return result.data;
}

/** A positive integer id from a route parameter (at most the column's 2147483647), or 400. */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > MAX_ID) throw badRequest(validationMessages.invalidId);
  return id;
}

/** PostgreSQL's SQLSTATE of a failed query, whether the driver wraps it (drizzle) or not. */
const sqlStateOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';
/**
 * A row still referenced by another (a show with orders): a conflict, not a server error. 23001
 * when the reference is ON DELETE RESTRICT behind a cascade (a show's categories with sales).
 */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  return state === '23503' || state === '23001';
};
