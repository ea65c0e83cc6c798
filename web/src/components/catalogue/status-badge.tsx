import { catalogueMessages, translateText } from '@teater/contract';

const tone = {
  Tersedia: 'bg-green-100 text-green-800 ring-green-600/30',
  Habis: 'bg-red-100 text-red-800 ring-red-600/30',
  other: 'bg-stone-200 text-stone-700 ring-stone-500/30',
} as const;

/** Availability (spec 4): Tersedia green, Habis red, any other status grey. */
export function StatusBadge({ status }: { status: string }) {
  const color = status === 'Tersedia' || status === 'Habis' ? tone[status] : tone.other;
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${color}`}>
      {/* a rental's status is stored as written (Tersedia, Habis): shown in the page's language where known */}
      {translateText(status)}
    </span>
  );
}

/** A product's tersedia flag as its status text. */
export const productStatus = (tersedia: boolean | null) =>
  tersedia ? catalogueMessages.available : catalogueMessages.soldOut;
