import { formatRupiah } from '@teater/contract';
import type { ReactNode } from 'react';
import { BackLink } from '../back-link';
import { ResponsiveImage } from '../responsive-image';
import { StatusBadge } from './status-badge';

interface CatalogueDetailProps {
  nama: string;
  image: string | null;
  harga: number;
  status: string;
  deskripsi: string;
  /** `id` when the description is shown in Indonesian on an English page (not translated yet) */
  deskripsiLang?: 'id';
  /** extra facts under the price (stock, category) */
  facts?: ReactNode;
  /** the buy or rent dialog */
  action: ReactNode;
  back: { to: string; label: string };
}

/** One product or rental item: picture, status, price, description and the contact action. */
export function CatalogueDetail(props: CatalogueDetailProps) {
  const { nama, image, harga, status, deskripsi, deskripsiLang, facts, action, back } = props;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to={back.to} label={back.label} />
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-2xl bg-stone-200 shadow-lg">
          <ResponsiveImage
            src={image}
            alt={nama}
            priority
            sizes="(min-width: 768px) 50vw, 100vw"
            className="aspect-square size-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <StatusBadge status={status} />
          </div>
          <h1 className="font-display text-3xl font-bold text-stone-900 md:text-4xl">{nama}</h1>
          <p className="text-2xl font-semibold text-brand-700">{formatRupiah(harga)}</p>
          {facts}
          <p lang={deskripsiLang} className="whitespace-pre-line leading-relaxed text-stone-700">
            {deskripsi}
          </p>
          <div>{action}</div>
        </div>
      </div>
    </article>
  );
}
