import { waitlistMessages as m, type WaitlistEntry } from '@teater/contract';
import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { leaveWaitlist } from './api/waitlist-calls';
import { WaitlistLine } from './waitlist-line';

/** One entry's line; leaving (or declining) calls the server, then the owner reads the list again. */
function EntryLine({ entry, withShow, onChanged }: { entry: WaitlistEntry; withShow: boolean; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const onLeave = async () => {
    setBusy(true);
    try {
      toast.success((await leaveWaitlist(entry.id)).message);
      // the entry (and this line) goes with the reload
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };
  return <WaitlistLine entry={entry} withShow={withShow} onLeave={() => void onLeave()} pending={busy} />;
}

/**
 * A member's live waiting-list entries (on a show's page: that show's; in their history: all);
 * `onChanged`: one was left or declined, the list (and the seats) read again.
 */
export function WaitlistEntries({
  entries,
  withShow = false,
  onChanged,
}: {
  entries: readonly WaitlistEntry[];
  withShow?: boolean;
  onChanged(): void;
}) {
  return (
    <ul className="space-y-2" aria-label={m.mine}>
      {entries.map((entry) => (
        <EntryLine key={entry.id} entry={entry} withShow={withShow} onChanged={onChanged} />
      ))}
    </ul>
  );
}
