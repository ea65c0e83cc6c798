import { checkinMessages } from '@teater/contract';
import { useEffect } from 'react';

/**
 * /checkin inside the app (the admin menu's link): the door is an app of its own (decision 025),
 * served by the server at /checkin, so the page is loaded whole. Where the server did not serve it
 * (the Vite dev server serves web/checkin.html as /checkin.html) it links there instead of looping.
 */
export default function CheckinScreen() {
  const here = typeof location !== 'undefined' && location.pathname === '/checkin';
  useEffect(() => {
    if (!here) location.assign('/checkin');
  }, [here]);
  return (
    <p className="p-6">
      <a href={here ? '/checkin.html' : '/checkin'} className="font-semibold text-red-800 underline">
        {checkinMessages.title}
      </a>
    </p>
  );
}
