import { waitlistMessages as m, type WaitlistEntry } from '@teater/contract';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useLeaveWaitlist } from './api/waitlist-api';
import { WaitlistLine } from './waitlist-line';

/** One entry: what it waits for, its place in line or its offer, and the member's buttons. */
function EntryLine({ entry, withShow }: { entry: WaitlistEntry; withShow: boolean }) {
  const leave = useLeaveWaitlist();
  // mutateAsync: the entry (and this line) goes with the reload, before a mutate's own callbacks
  const onLeave = () =>
    leave.mutateAsync(entry.id).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => toast.error(errorMessage(error)),
    );
  return <WaitlistLine entry={entry} withShow={withShow} onLeave={onLeave} pending={leave.isPending} />;
}

/** A member's live waiting-list entries (on a show's page: that show's; in their history: all). */
export function WaitlistEntries({
  entries,
  withShow = false,
}: {
  entries: readonly WaitlistEntry[];
  withShow?: boolean;
}) {
  return (
    <ul className="space-y-2" aria-label={m.mine}>
      {entries.map((entry) => (
        <EntryLine key={entry.id} entry={entry} withShow={withShow} />
      ))}
    </ul>
  );
}
