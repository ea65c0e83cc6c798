import { remaining } from '@teater/contract';
import { useEffect, useState } from 'react';

/** Days, hours, minutes and seconds until `until`, ticking each second; null without a date. */
export function useCountdown(until: string | null | undefined) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? remaining(new Date(until), now) : null;
}
