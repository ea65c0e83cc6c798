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
  /** an active Sahabat's price and the presale's start (empty: none) */
  member_price: string;
  member_sales_start: string;
  /** seats of paid and held orders (an existing category) */
  taken: number;
  hasOrders: boolean;
}

export type RowField = 'name' | 'price' | 'seats' | 'sales_start' | 'sales_end' | 'member_price' | 'member_sales_start';

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
  member_price: category.member_price === null ? '' : String(category.member_price),
  member_sales_start: toWibInput(category.member_sales_start, 'datetime'),
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
  member_price: '',
  member_sales_start: '',
  taken: 0,
  hasOrders: false,
});

// WIB whatever the browser's zone, as every admin date-time field (empty: none)
const timeOf = (typed: string) => (typed === '' ? null : (fromWibInput(typed) ?? typed));

/** The category list the show body carries, as typed (numbers and times parsed by the contract). */
const bodyOf = (rows: readonly CategoryRow[]) =>
  rows.map((row) => ({
    ...(row.id !== undefined ? { id: row.id } : {}),
    name: row.name,
    price: row.price,
    seats: row.seats,
    sales_start: timeOf(row.sales_start),
    sales_end: timeOf(row.sales_end),
    member_price: row.member_price === '' ? null : row.member_price,
    member_sales_start: timeOf(row.member_sales_start),
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
