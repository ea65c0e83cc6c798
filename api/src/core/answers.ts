import { type Access, errorAnswer } from '@teater/contract';
import { z } from 'zod';

/** The error statuses the API answers, as `{ message, errors? }` (see core/errors.ts). */
const ERROR_MEANINGS = {
  400: 'Masukan tidak valid: `errors` menyebut kolomnya',
  401: 'Belum login atau sesi sudah berakhir',
  403: 'Tidak berhak',
  404: 'Tidak ditemukan',
  409: 'Bertentangan dengan data yang ada',
  413: 'Terlalu besar',
  415: 'Jenis isi tidak didukung',
  429: 'Terlalu banyak percobaan: coba lagi nanti',
  500: 'Kesalahan server',
  502: 'Penyedia pembayaran tidak dapat dihubungi: coba lagi nanti',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

const errorSchemas = Object.fromEntries(
  Object.entries(ERROR_MEANINGS).map(([status, meaning]) => [status, errorAnswer.describe(meaning)]),
) as unknown as Record<ErrorStatus, z.ZodType>;

/** What a caller without the access gets: 401 without a session, 403 with too little of one. */
export const refusalsOf = (access: Access): ErrorStatus[] => (access === 'public' ? [] : [401, 403]);

/** An answer that is not JSON (a CSV, a file, XML): its type, described; sent as it is. */
interface RawAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}
export const rawAnswer = (contentType: string, description: string): RawAnswer => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/**
 * A route's declared answers: its successes and its errors (500 always). The server writes each
 * answer by its schema, and the OpenAPI document shows them.
 */
export function answers(successes: Record<number, z.ZodType | RawAnswer>, errors: readonly ErrorStatus[] = []) {
  const response: Record<number, z.ZodType | RawAnswer> = { ...successes };
  for (const status of new Set([...errors, 500 as const])) response[status] = errorSchemas[status];
  return response;
}
