import {
  type CustomCellName,
  hrefOf,
  type ResourceDef,
  seatMessages,
  type VoucherScope,
  voucherMessages,
} from '@teater/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/site-table';
import { PhotosLink, photoCount } from '../albums/photos-link';
import { AnnounceButton } from '../announcements/announce-button';
import { AnnouncementProgress } from '../announcements/announcement-progress';
import { AnnouncementSend } from '../announcements/announcement-send';
import { CategoryList, categoriesOf } from '../components/category-list';
import { VoucherScopeList, voucherAmountText } from '../components/voucher-cells';

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
  /** a voucher's discount: '10%' or 'Rp 25.000,00' */
  voucherAmount: (row) => voucherAmountText(row),
  /** the shows (and categories) a voucher is for */
  voucherScope: (row) => <VoucherScopeList scope={(row.scope as VoucherScope | undefined) ?? []} />,
  /** how many orders hold a use, of how many */
  voucherUses: (row) =>
    voucherMessages.usedOf(Number(row.used ?? 0), typeof row.max_uses === 'number' ? row.max_uses : null),
  /** an announcement's state and figures (queued, sent, failed, unsubscribed) */
  announcementProgress: (row) => <AnnouncementProgress row={row} />,
  /** a draft's test send to oneself, then its send to members */
  announcementSend: (row) => <AnnouncementSend row={row} />,
  /** a news item's, program's or show's draft announcement */
  announce: (row, def) => <AnnounceButton row={row} def={def} />,
};
