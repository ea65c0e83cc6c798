import { API_BASE, type SeatMap } from '@teater/contract';
import { useEffect, useState } from 'react';

/** How often the map asks what was taken meanwhile: a seat another buyer took shows within two seconds. */
const POLL_MS = 1500;

export interface SeatAvailability {
  /** the show's map; null: general admission; undefined: not known yet */
  map: SeatMap | null | undefined;
  /** seats not free now: ordered by someone, or held off sale */
  unavailable: ReadonlySet<number>;
}

const unavailableOf = (map: SeatMap) =>
  new Set(map.seats.filter((seat) => seat.state !== 'free').map((seat) => seat.id));

/**
 * A show's seat map, then what is taken polled with its ETag (an unchanged answer is a 304 of a
 * few bytes), while the page is visible. General admission shows answer null and nothing is polled.
 */
export function useSeatMap(showId: number): SeatAvailability & { refresh(): void } {
  const [map, setMap] = useState<SeatMap | null | undefined>(undefined);
  const [unavailable, setUnavailable] = useState<ReadonlySet<number>>(new Set());
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(`${API_BASE}/tiket/${showId}/seats`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ data: SeatMap | null }>) : { data: null }))
      .then(({ data }) => {
        if (!live) return;
        setMap(data);
        if (data) setUnavailable(unavailableOf(data));
      })
      .catch(() => live && setMap(null));
    return () => {
      live = false;
    };
  }, [showId, tick]);
  useEffect(() => {
    if (!map) return;
    let etag = '';
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      const res = await fetch(`${API_BASE}/tiket/${showId}/seats/taken`, {
        credentials: 'same-origin',
        headers: etag ? { 'if-none-match': etag } : {},
      });
      if (res.status !== 200) return;
      etag = res.headers.get('etag') ?? '';
      const { data } = (await res.json()) as { data: { taken: number[]; blocked: number[] } };
      setUnavailable(new Set([...data.taken, ...data.blocked]));
    };
    const timer = setInterval(() => void poll().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [map, showId]);
  return { map, unavailable, refresh: () => setTick((n) => n + 1) };
}
