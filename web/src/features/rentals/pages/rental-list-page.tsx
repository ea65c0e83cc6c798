import { catalogueMessages, formatRupiah, langOf, merchs } from '@teater/contract';
import { CardGrid } from '../../../components/card-grid';
import { StatusBadge } from '../../../components/catalogue/status-badge';
import { ContentCard } from '../../../components/content-card';
import { PageHeader } from '../../../components/page-header';
import { PagedView } from '../../../components/paged-view';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { rentalContact } from '../../../lib/sales-contact';
import { paths } from '../../../lib/site-table';

const t = merchs.texts;

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
        <PagedView list={items} empty={t.empty}>
          {(list) => (
            <CardGrid label={t.heading}>
              {list.map((item, i) => (
                <ContentCard
                  key={item.id}
                  to={paths.rentals.detail(item.id)}
                  title={item.nama}
                  image={item.gambar_merch}
                  aspect="square"
                  priority={i < 3}
                  badge={<StatusBadge status={item.kategori} />}
                  text={item.deskripsi}
                  textLang={langOf(item, 'deskripsi')}
                  footer={<span className="text-base font-semibold">{formatRupiah(item.harga)}</span>}
                />
              ))}
            </CardGrid>
          )}
        </PagedView>
      </section>
    </>
  );
}
