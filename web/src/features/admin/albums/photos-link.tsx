import { albumMessages as t } from '@teater/contract';
import { Link } from 'react-router';

/** How many photos an album row lists (the list is an answer field beyond the contract's). */
export const photoCount = (row: object, list: string) => {
  const photos = (row as Record<string, unknown>)[list];
  return Array.isArray(photos) ? photos.length : 0;
};

/** The album table's link to its photos: 'Kelola Foto (5 foto)'. */
export function PhotosLink({ to, count, title }: { to: string; count: number; title: string }) {
  return (
    <Link
      to={to}
      aria-label={`${t.manage}: ${title}`}
      className="whitespace-nowrap font-semibold text-brand-700 underline"
    >
      {t.manage} ({t.count(count)})
    </Link>
  );
}
