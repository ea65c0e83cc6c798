import { checkinMessages } from '@teater/contract';
import { useEffect } from 'react';

/**
 * /checkin reached inside the app (the admin menu's link): the door is an app of its own
 * (decision 025) that the server serves at /checkin, so the page is loaded again, whole. The Vite
 * dev server has no such page: there it is /checkin.html, linked instead of reloading forever.
 */
export default function CheckinScreen() {
  const dev = import.meta.env.DEV;
  useEffect(() => {
    if (!dev) window.location.reload();
  }, [dev]);
  return (
    <p className="p-6">
      <a href={dev ? '/checkin.html' : '/checkin'} className="font-semibold text-red-800 underline">
        {checkinMessages.title}
      </a>
    </p>
  );
}
