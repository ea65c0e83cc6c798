import {
  formatRupiah,
  paymentLabel,
  paymentMessages,
  paymentStateOf,
  type SandboxResult,
  uiMessages,
} from '@teater/contract';
import { useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api';
import { safeReturn } from '../../../lib/safe-return';
import { paths } from '../../../lib/site-table';
import { toast } from '../../../lib/toast';
import { useSandboxCheckout, useSandboxDecision } from '../api/payment-api';
import { toastOutcome } from '../lib/outcome-toast';

const CHOICES: { result: SandboxResult; label: string; className: string }[] = [
  { result: 'settlement', label: paymentMessages.sandboxPay, className: 'bg-brand-700 text-white hover:bg-brand-600' },
  {
    result: 'pending',
    label: paymentMessages.sandboxPending,
    className: 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100',
  },
  {
    result: 'cancel',
    label: paymentMessages.sandboxCancel,
    className: 'bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50',
  },
];

/** /payment/sandbox/{token}: the built-in provider's checkout, standing in for Midtrans' pop-up. */
export default function SandboxCheckoutPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const next = safeReturn(search.get('next'), paths.home);
  const query = useSandboxCheckout(token);
  const decision = useSandboxDecision(token);
  // One choice per visit: a double click fires twice before the disabled buttons render, and the
  // second call would answer 'already final' after the first one paid.
  const chosen = useRef(false);

  const choose = (result: SandboxResult) => {
    if (chosen.current) return;
    chosen.current = true;
    decision.mutate(result, {
      onSuccess: (outcome) => {
        toastOutcome(outcome.state);
        navigate(next, { replace: true });
      },
      onError: (error) => {
        chosen.current = false;
        toast.error(errorMessage(error));
      },
    });
  };

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
                  <div className="mt-6 grid gap-3">
                    {CHOICES.map((c) => (
                      <button
                        key={c.result}
                        type="button"
                        disabled={decision.isPending}
                        onClick={() => choose(c.result)}
                        className={`rounded-lg px-4 py-3 font-semibold disabled:opacity-60 ${c.className}`}
                      >
                        {c.label}
                      </button>
                    ))}
                  </div>
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
