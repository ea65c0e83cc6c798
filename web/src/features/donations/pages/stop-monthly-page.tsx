import { donationMessages as m } from '@teater/contract';
import { PageHeader } from '../../../components/page-header';
import { StopMonthly } from '../components/stop-monthly';

/** /donasi/berhenti?token=…: stopping a monthly gift from its receipt. */
export default function StopMonthlyPage() {
  return (
    <>
      <PageHeader title={m.stopMonthly} crumbs={[{ label: m.stopMonthly }]} />
      <div className="mx-auto max-w-2xl px-4 py-12 text-stone-700">
        <StopMonthly />
      </div>
    </>
  );
}
