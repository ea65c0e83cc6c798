import type { FieldDef } from './fields.js';
import { formatDate, formatDateTimeWib, formatNumber, formatRupiah } from './format.js';
import { adminMessages } from './messages/admin.js';

/**
 * How a value is shown, wherever it is shown: the admin table's cells (web/src/features/admin/kit)
 * and the generic public pages (web/src/features/resources) read values through here, by the kind
 * of their field, so a date-time says WIB and a price says rupiah on both.
 */
export type ValueFormat = 'text' | 'number' | 'rupiah' | 'date' | 'dateTime' | 'yesNo' | 'option';

const EMPTY = '-';

/** The format of a field's values, from its kind (and `format` for a number that is money). */
export function formatOf(field: FieldDef): ValueFormat {
  switch (field.kind) {
    case 'number':
      return field.format === 'rupiah' ? 'rupiah' : 'number';
    case 'datetime':
      return 'dateTime';
    case 'date':
      return 'date';
    case 'boolean':
      return 'yesNo';
    case 'select':
      return 'option';
    default:
      return 'text';
  }
}

/**
 * A value as text: `Rp 75.000,00`, `20 Desember 2026 pukul 19.00 WIB`, `17 Agustus 2026`, `1.250`,
 * YA / TIDAK, a select's option label; '-' for nothing. `options` are a select field's.
 */
export function formatValue(format: ValueFormat, value: unknown, options?: FieldDef['options']): string {
  if (value === null || value === undefined || value === '') return format === 'yesNo' ? adminMessages.no : EMPTY;
  switch (format) {
    case 'rupiah':
      return typeof value === 'number' ? formatRupiah(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'dateTime':
      return typeof value === 'string' || value instanceof Date ? formatDateTimeWib(value) : String(value);
    case 'date':
      return typeof value === 'string' || value instanceof Date ? formatDate(value) : String(value);
    case 'yesNo':
      return value ? adminMessages.yes : adminMessages.no;
    case 'option':
      return options?.find((option) => option.value === value)?.label ?? String(value);
    default:
      return String(value);
  }
}

/** A field's value as text, by the field's kind. */
export const formatField = (field: FieldDef, value: unknown) => formatValue(formatOf(field), value, field.options);
