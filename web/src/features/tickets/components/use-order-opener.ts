import { authMessages } from '@teater/contract';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { Show } from '../lib/sales-state';

/** Which show's order dialog is open; ordering needs a login (spec 5: the toast, nothing opens). */
export function useOrderOpener() {
  const { isLoggedIn } = useSession();
  const [show, setShow] = useState<Show | null>(null);
  return {
    show,
    open: (s: Show) => {
      if (!isLoggedIn) toast.error(authMessages.loginRequired);
      else setShow(s);
    },
    close: () => setShow(null),
  };
}
