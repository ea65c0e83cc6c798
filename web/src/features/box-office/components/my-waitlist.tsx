import { waitlistMessages as m, type WaitlistEntry } from '@teater/contract';
import { useState } from 'react';
import { island } from '../../../components/island';
import { errorMessage } from '../../../lib/api';
import { carryToast } from '../../../lib/carried-toast';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { leaveWaitlist } from '../api/waitlist-calls';
import { WaitlistLine } from '../waitlist-line';

/** One entry of the history's list: leaving reloads the page, which shows the lines left. */
function Line({ entry }: { entry: WaitlistEntry }) {
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  const onLeave = () => {
    setPending(true);
    leaveWaitlist(entry.id).then(
      (answer) => {
        carryToast('success', answer.message);
        window.location.reload();
      },
      (error: unknown) => {
        setPending(false);
        toast.error(errorMessage(error));
      },
    );
  };
  return <WaitlistLine entry={entry} withShow onLeave={onLeave} pending={pending || !ready} />;
}

/** The member's live waiting-list entries in their ticket history, as an island. */
export function MyWaitlistEntries({ entries }: { entries: WaitlistEntry[] }) {
  return (
    <ul className="space-y-2" aria-label={m.mine}>
      {entries.map((entry) => (
        <Line key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

export const MyWaitlistIsland = island('my-waitlist', MyWaitlistEntries);
