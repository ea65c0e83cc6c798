import { catalogueMessages, PRODUCT_CATEGORIES } from '@teater/contract';
import { CatalogueDetail } from '../../../components/catalogue/catalogue-detail';
import { ContactDialog } from '../../../components/catalogue/contact-dialog';
import { productStatus } from '../../../components/catalogue/status-badge';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { paths } from '../../../lib/paths';
import { merchContact } from '../../../lib/sales-contact';
import { productApi } from '../api';

const t = catalogueMessages;
const back = { to: paths.merch.list, label: 'Kembali ke Merchandise' };

export default function MerchDetailPage() {
  const id = useRouteId();
  const product = productApi.useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.productNotFound} backTo={back.to} backLabel={back.label} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={product} empty={notFound} errorText={t.productError}>
      {(p) => (
        <CatalogueDetail
          nama={p.nama}
          image={p.gambar_product}
          harga={p.harga}
          status={productStatus(p.tersedia)}
          deskripsi={p.deskripsi}
          back={back}
          facts={
            <dl className="grid grid-cols-2 gap-2 text-sm text-stone-600">
              <dt>Kategori</dt>
              <dd className="font-medium text-stone-900">
                {PRODUCT_CATEGORIES.find((c) => c.value === p.kategori)?.label ?? p.kategori}
              </dd>
              <dt>Stok</dt>
              <dd className="font-medium text-stone-900">{p.quantity ?? 0}</dd>
            </dl>
          }
          action={
            <ContactDialog
              label={t.beliSekarang}
              contact={merchContact}
              message={`Halo ${merchContact.person}, saya ingin membeli "${p.nama}".`}
            />
          }
        />
      )}
    </QueryView>
  );
}
