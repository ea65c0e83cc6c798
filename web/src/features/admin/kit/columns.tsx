import {
  adminMessages,
  formatDateTime,
  formatValue,
  isPublished,
  publishingMessages,
  type ValueFormat,
} from '@teater/contract';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/responsive-image';

/** One table column: a header and how a row's cell renders. */
export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
  /** the field it shows: its header sorts the list when the list declares that field sortable */
  field?: string;
}

type Key<T> = Extract<keyof T, string>;

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Column builders for rows of type T. Screens receive one typed for their resource:
 * `columns: (c) => [c.image('photo_url', 'Thumbnail'), c.text('title', 'Judul')]`.
 */
export function columnKit<T>() {
  const read = (row: T, key: Key<T>): unknown => row[key];
  /** a column showing a field's value as `show` writes it; its header sorts when the list allows */
  const valueColumn =
    (show: (value: unknown) => ReactNode) =>
    (key: Key<T>, header: string): Column<T> => ({ header, field: key, cell: (row) => show(read(row, key)) });
  /** a column of values shown as every screen and page shows them (contract/src/field-format.ts) */
  const formatted = (format: ValueFormat) => valueColumn((v) => formatValue(format, v));
  return {
    text: valueColumn((v) => (isEmpty(v) ? '-' : <span className="line-clamp-3">{formatValue('text', v)}</span>)),
    /** a thumbnail (the first URL of a comma-separated list), or a dash */
    image: (key: Key<T>, header: string, alt?: (row: T) => string): Column<T> => ({
      header,
      cell: (row) => {
        const v = read(row, key);
        if (typeof v !== 'string' || v === '') return '-';
        return (
          <ResponsiveImage src={v} alt={alt?.(row) ?? header} sizes="80px" className="h-14 w-20 rounded object-cover" />
        );
      },
    }),
    /** whether a draftable item is out: 'Draf', 'Terjadwal: … WIB' or 'Tayang' */
    publishing: (): Column<T> => ({
      header: adminMessages.published,
      cell: (row) => {
        const item = row as { draft?: boolean; published_at?: string | null };
        if (item.draft) return <span className="font-semibold text-amber-800">{publishingMessages.draft}</span>;
        if (!isPublished(item) && item.published_at)
          return (
            <span className="text-sky-800">{publishingMessages.scheduled(formatDateTime(item.published_at))}</span>
          );
        return publishingMessages.live;
      },
    }),
    /** booleans as YA / TIDAK */
    yesNo: formatted('yesNo'),
    rupiah: formatted('rupiah'),
    date: formatted('date'),
    /** a date and time, with WIB */
    dateTime: formatted('dateTime'),
    /** any cell; `field` names what it shows when the list may be sorted by it */
    custom: (header: string, cell: (row: T, index: number) => ReactNode, field?: string): Column<T> => ({
      header,
      cell,
      field,
    }),
  };
}

export type ColumnKit<T> = ReturnType<typeof columnKit<T>>;
