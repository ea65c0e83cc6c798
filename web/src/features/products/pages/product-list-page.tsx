import { catalogueMessages, type Entity, formatRupiah, products } from '@teater/contract';
import { productStatus, StatusBadge } from '../../../components/catalogue/status-badge';
import { PageHeader } from '../../../components/page-header';
import { type Card, PagedCards } from '../../../components/paged-cards';
import { usePagedList } from '../../../components/use-paged-list';
import { resourceClient } from '../../../lib/resource-client';
import { productContact } from '../../../lib/sales-contact';
import { SITE_NAME } from '../../../lib/site';
import { paths } from '../../../lib/site-table';

const t = products.texts;

/** A product: whether it is for sale over its picture, its price below. */
const productCard = (p: Entity<typeof products>): Card => ({
  to: paths.products.detail(p.id),
  title: p.nama,
  image: p.gambar_product,
  badge: <StatusBadge status={productStatus(p.tersedia)} />,
  footer: <span className="text-base font-semibold">{formatRupiah(p.harga)}</span>,
});

export default function ProductListPage() {
  const items = usePagedList(resourceClient(products));
  const title = t.title(SITE_NAME);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t.crumb }]} />
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="mb-8 rounded-xl bg-gold-400/15 px-5 py-4 text-stone-800 ring-1 ring-gold-400/40">
          {catalogueMessages.contactLine(productContact.phone, productContact.person)}
        </p>
        <PagedCards list={items} label={title} empty={t.empty} aspect="square" card={productCard} />
      </section>
    </>
  );
}
