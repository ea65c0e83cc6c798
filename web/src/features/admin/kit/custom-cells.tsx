import { type CustomCellName, hrefOf, type ResourceDef, seatMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';
import { PhotosLink, photoCount } from '../albums/photos-link';
import { CategoryList, categoriesOf } from '../components/category-list';

type Row = { id: number } & Record<string, unknown>;

/**
 * Cells a definition's admin table names (`column.custom('attendeesLink', 'Hadir')`) because they
 * need more than a field's value: written once here, in React, told the row and its resource.
 */
export const customCells: Record<CustomCellName, (row: Row, def: ResourceDef) => ReactNode> = {
  /** a show's check-in list */
  attendeesLink: (row) => (
    <Link to={paths.attendees(row.id)} className="font-semibold text-red-800 underline">
      {seatMessages.attendeesTitle}
    </Link>
  ),
  /** an album's photos (its `adminPhotos` route): 'Kelola Foto (5 foto)' */
  albumPhotos: (row, def) => (
    <PhotosLink
      to={hrefOf(def.routes?.adminPhotos ?? '', row.id)}
      count={photoCount(row, def.photos?.list ?? '')}
      title={String(row.judul)}
    />
  ),
  /** a show's categories: name, price, seats left of its seats */
  ticketCategories: (row) => <CategoryList categories={categoriesOf(row)} />,
};
