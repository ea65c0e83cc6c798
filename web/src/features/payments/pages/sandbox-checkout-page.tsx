import { formatRupiah, paymentLabel, paymentMessages, paymentStateOf, uiMessages } from '@teater/contract';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { safeReturn } from '../../../lib/safe-return';
import { paths } from '../../../lib/site-table';
import { useSandboxCheckout } from '../api/payment-api';
import { SandboxChoices } from '../components/sandbox-choices';

/**
 * /payment/sandbox/{token}: the built-in provider's checkout, standing in for Midtrans' pop-up. The
 * server renders it for the buyer; only the decision's buttons hydrate.
 */
export default function SandboxCheckoutPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const next = safeReturn(search.get('next'), paths.home);
  const query = useSandboxCheckout(token);

  return (
    <>
      <PageHeader title={paymentMessages.sandboxTitle} crumbs={[{ label: paymentMessages.sandboxTitle }]} />
      <div className="mx-auto max-w-lg px-4 py-10">
        <QueryView query={query} empty={paymentMessages.notFound}>
          {(tx) => {
            const open = tx.transaction_status === 'pending';
            return (
              <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <p className="mb-4 rounded bg-amber-50 p-3 text-sm text-amber-900">{paymentMessages.sandboxNote}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-stone-500">{paymentMessages.item}</dt>
                  <dd className="font-medium">{tx.item}</dd>
                  <dt className="text-stone-500">{paymentMessages.orderId}</dt>
                  <dd className="break-all font-mono">{tx.order_id}</dd>
                  <dt className="text-stone-500">{paymentMessages.status}</dt>
                  <dd>{paymentLabel(paymentStateOf(tx.transaction_status))}</dd>
                </dl>
                <p className="mt-6 text-stone-500 text-sm">{paymentMessages.amount}</p>
                <p className="font-bold text-3xl text-brand-700" data-testid="sandbox-amount">
                  {formatRupiah(tx.gross_amount)}
                </p>
                {open ? (
                  <SandboxChoices token={token} next={next} />
                ) : (
                  <p className="mt-6 text-stone-700">
                    {paymentMessages.alreadyFinal}.{' '}
                    <Link to={next} className="font-medium text-brand-700 underline">
                      {uiMessages.goBack}
                    </Link>
                  </p>
                )}
              </section>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
