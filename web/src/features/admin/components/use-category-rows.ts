import {
  categoryMessages,
  fromWibInput,
  type TicketCategory,
  type TicketCategoryInput,
  ticketCategoriesInput,
  toWibInput,
} from '@teater/contract';
import { useCallback, useMemo, useState } from 'react';

/** A category as its row of the show form holds it: what was typed, and what the server said of it. */
export interface CategoryRow {
  key: string;
  id?: number;
  name: string;
  price: string;
  seats: string;
  sales_start: string;
  sales_end: string;
  /** seats of paid and held orders (an existing category) */
  taken: number;
  hasOrders: boolean;
}

export type RowField = 'name' | 'price' | 'seats' | 'sales_start' | 'sales_end';

let counter = 0;
const newKey = () => `baru-${++counter}`;

const rowOf = (category: TicketCategory): CategoryRow => ({
  key: `kategori-${category.id}`,
  id: category.id,
  name: category.name,
  price: String(category.price),
  seats: String(category.seats),
  sales_start: toWibInput(category.sales_start, 'datetime'),
  sales_end: toWibInput(category.sales_end, 'datetime'),
  taken: category.seats - category.seats_left,
  hasOrders: category.has_orders,
});

const emptyRow = (name = ''): CategoryRow => ({
  key: newKey(),
  name,
  price: '',
  seats: '',
  sales_start: '',
  sales_end: '',
  taken: 0,
  hasOrders: false,
});

/** The category list the show body carries, as typed (numbers and times parsed by the contract). */
const bodyOf = (rows: readonly CategoryRow[]) =>
  rows.map((row) => ({
    ...(row.id !== undefined ? { id: row.id } : {}),
    name: row.name,
    price: row.price,
    seats: row.seats,
    // WIB whatever the browser's zone, as every admin date-time field (empty: the show's window)
    sales_start: row.sales_start === '' ? null : (fromWibInput(row.sales_start) ?? row.sales_start),
    sales_end: row.sales_end === '' ? null : (fromWibInput(row.sales_end) ?? row.sales_end),
  }));

/**
 * The show form's category rows: a show being edited starts from its categories, a new one from
 * one empty 'Reguler' row. `collect` checks them with the contract's rules and answers the
 * `categories` of the body, or null with each problem shown beside its input; `showErrors` puts
 * the server's ('categories.1.seats') there too.
 */
export function useCategoryRows(categories: readonly TicketCategory[] | undefined) {
  const initial = useMemo(() => (categories?.length ? categories.map(rowOf) : [emptyRow('Reguler')]), [categories]);
  const [rows, setRows] = useState<CategoryRow[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = useCallback((key: string, field: RowField, value: string) => {
    setRows((list) => list.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  }, []);
  const add = useCallback(() => setRows((list) => [...list, emptyRow()]), []);
  const remove = useCallback((key: string) => setRows((list) => list.filter((row) => row.key !== key)), []);

  const showErrors = useCallback((found: Record<string, string>) => {
    setErrors(Object.fromEntries(Object.entries(found).filter(([key]) => key.startsWith('categories'))));
  }, []);

  const collect = useCallback((): TicketCategoryInput[] | null => {
    const parsed = ticketCategoriesInput().safeParse(bodyOf(rows));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = ['categories', ...issue.path].join('.');
      found[key] ??= issue.message;
    }
    setErrors(found);
    return null;
  }, [rows]);

  return { rows, errors, change, add, remove, collect, showErrors, invalidText: categoryMessages.checkRows };
}

export type CategoryRows = ReturnType<typeof useCategoryRows>;
