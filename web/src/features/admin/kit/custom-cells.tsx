import { type CustomCellName, seatMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';

/**
 * Cells a definition's admin table names (`column.custom('attendeesLink', 'Hadir')`) because they
 * need more than a field's value: written once here, in React.
 */
export const customCells: Record<CustomCellName, (row: { id: number }) => ReactNode> = {
  /** a show's check-in list */
  attendeesLink: (row) => (
    <Link to={paths.attendees(row.id)} className="font-semibold text-red-800 underline">
      {seatMessages.attendeesTitle}
    </Link>
  ),
};
