import { catalogueMessages, langOf, merchs } from '@teater/contract';
import { CatalogueDetail } from '../../../components/catalogue/catalogue-detail';
import { ContactDialogIsland } from '../../../components/catalogue/contact-dialog';
import { NotFoundNotice } from '../../../components/not-found-notice';
import { QueryView } from '../../../components/query-view';
import { EmptyState } from '../../../components/status';
import { useRouteId } from '../../../components/use-route-id';
import { resourceClient } from '../../../lib/resource-client';
import { rentalContact } from '../../../lib/sales-contact';
import { paths } from '../../../lib/site-table';

const t = merchs.texts;
/** read at render, in the page's language */
const back = () => ({ to: paths.rentals.list, label: t.back });

export default function RentalDetailPage() {
  const id = useRouteId();
  const item = resourceClient(merchs).useDetail(id ?? undefined);
  const notFound = <NotFoundNotice text={t.notFound} backTo={paths.rentals.list} backLabel={t.back} />;
  if (id === null) return <EmptyState>{notFound}</EmptyState>;
  return (
    <QueryView query={item} empty={notFound}>
      {(r) => (
        <CatalogueDetail
          nama={r.nama}
          image={r.gambar_merch}
          harga={r.harga}
          status={r.kategori}
          deskripsi={r.deskripsi}
          deskripsiLang={langOf(r, 'deskripsi')}
          back={back()}
          action={
            <ContactDialogIsland
              label={t.rent}
              contact={rentalContact}
              message={catalogueMessages.rentMessage(rentalContact.person, r.nama)}
            />
          }
        />
      )}
    </QueryView>
  );
}
