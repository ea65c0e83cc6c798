import { catalogueMessages, type Entity, formatRupiah, langOf, merchs } from '@teater/contract';
import { StatusBadge } from '../../../components/catalogue/status-badge';
import { PageHeader } from '../../../components/page-header';
import { type Card, PagedCards } from '../../../components/paged-cards';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { rentalContact } from '../../../lib/sales-contact';
import { paths } from '../../../lib/site-table';

const t = merchs.texts;

/** A thing for rent: its kind over its picture, what it is, its price below. */
const rentalCard = (item: Entity<typeof merchs>): Card => ({
  to: paths.rentals.detail(item.id),
  title: item.nama,
  image: item.gambar_merch,
  badge: <StatusBadge status={item.kategori} />,
  text: item.deskripsi,
  textLang: langOf(item, 'deskripsi'),
  footer: <span className="text-base font-semibold">{formatRupiah(item.harga)}</span>,
});

export default function RentalListPage() {
  const items = usePagedList(resourceClient(merchs));
  return (
    <>
      <PageHeader title={t.heading} crumbs={[{ label: t.heading }]} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-2 max-w-3xl text-lg text-stone-700">{t.intro}</p>
        <p className="mb-8 text-sm text-stone-600">
          {catalogueMessages.contactLine(rentalContact.phone, rentalContact.person)}
        </p>
        <PagedCards list={items} label={t.heading} empty={t.empty} aspect="square" card={rentalCard} />
      </section>
    </>
  );
}
