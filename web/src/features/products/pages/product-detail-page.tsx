import { catalogueMessages, langOf, PRODUCT_CATEGORIES, products } from '@teater/contract';
import { CatalogueDetail } from '../../../components/catalogue/catalogue-detail';
import { ContactDialogIsland } from '../../../components/catalogue/contact-dialog';
import { productStatus } from '../../../components/catalogue/status-badge';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { productContact } from '../../../lib/sales-contact';
import { paths } from '../../../lib/site-table';

const t = products.texts;
/** read at render, in the page's language */
const back = () => ({ to: paths.products.list, label: t.back });

export default function ProductDetailPage() {
  const id = useRouteId();
  const product = resourceClient(products).useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.notFound} backTo={paths.products.list} backLabel={t.back} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={product} empty={notFound} errorText={t.error}>
      {(p) => (
        <CatalogueDetail
          nama={p.nama}
          image={p.gambar_product}
          harga={p.harga}
          status={productStatus(p.tersedia)}
          deskripsi={p.deskripsi}
          deskripsiLang={langOf(p, 'deskripsi')}
          back={back()}
          facts={
            <dl className="grid grid-cols-2 gap-2 text-sm text-stone-600">
              <dt>{catalogueMessages.category}</dt>
              <dd className="font-medium text-stone-900">
                {PRODUCT_CATEGORIES.find((c) => c.value === p.kategori)?.label ?? p.kategori}
              </dd>
              <dt>{catalogueMessages.stock}</dt>
              <dd className="font-medium text-stone-900">{p.quantity ?? 0}</dd>
            </dl>
          }
          action={
            <ContactDialogIsland
              label={t.buy}
              contact={productContact}
              message={catalogueMessages.buyMessage(productContact.person, p.nama)}
            />
          }
        />
      )}
    </QueryView>
  );
}
