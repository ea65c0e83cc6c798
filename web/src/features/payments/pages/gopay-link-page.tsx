import { renewalMessages as m } from '@teater/contract';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { safeReturn } from '../../../lib/safe-return';
import { paths } from '../../../lib/site-table';
import { GopayLink } from '../components/gopay-link-choice';

/** /payment/sandbox/gopay/{account}: the sandbox's GoPay linking page (the activation_url it gives). */
export default function GopayLinkPage() {
  const { account = '' } = useParams();
  const [search] = useSearchParams();
  const next = safeReturn(search.get('next'), paths.account);
  return (
    <>
      <PageHeader title={m.gopayConfirmTitle} crumbs={[{ label: m.gopayConfirmTitle }]} />
      <div className="mx-auto max-w-lg px-4 py-10">
        <GopayLink account={account} next={next} />
      </div>
    </>
  );
}
