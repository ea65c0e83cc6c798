import { MAX_TICKETS_PER_ORDER, type SeatMap, type ShowSeat, seatingMessages } from '@teater/contract';
import { useEffect, useMemo, useState } from 'react';
import { leavesSingleGap, seatNameOf } from '../lib/seat-rules';
import type { SeatLook } from './seat-map';

/**
 * The buyer's chosen seats, kept against what others take meanwhile: a chosen seat that the poll
 * shows taken leaves the choice, and the buyer is told which.
 */
export function useSeatChoice(map: SeatMap, unavailable: ReadonlySet<number>) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const byId = useMemo(() => new Map(map.seats.map((seat) => [seat.id, seat])), [map]);
  useEffect(() => {
    const lost = [...chosen].filter((id) => unavailable.has(id));
    if (lost.length === 0) return;
    setChosen(new Set([...chosen].filter((id) => !unavailable.has(id))));
    const names = lost.map((id) => byId.get(id)).filter((seat) => seat !== undefined);
    setNotice(seatingMessages.takenMeanwhile(names.map(seatNameOf).join('; ')));
  }, [unavailable, chosen, byId]);
  const toggle = (seat: ShowSeat) => {
    if (unavailable.has(seat.id)) return;
    setNotice(null);
    const next = new Set(chosen);
    if (next.has(seat.id)) next.delete(seat.id);
    else if (next.size >= MAX_TICKETS_PER_ORDER) return setNotice(seatingMessages.maxChosen(MAX_TICKETS_PER_ORDER));
    else next.add(seat.id);
    setChosen(next);
  };
  const lookOf = (seat: ShowSeat): SeatLook =>
    chosen.has(seat.id) ? 'mine' : unavailable.has(seat.id) ? 'taken' : 'free';
  const prices = new Map(map.zones.map((zone) => [zone.id, zone.price]));
  const total = [...chosen].reduce((sum, id) => sum + (prices.get(byId.get(id)?.zone ?? 0) ?? 0), 0);
  return {
    chosen,
    choose: (ids: number[]) => setChosen(new Set(ids.filter((id) => !unavailable.has(id)))),
    toggle,
    lookOf,
    total,
    notice,
    singleGap: chosen.size > 0 && leavesSingleGap(map.seats, unavailable, chosen),
    names: [...chosen]
      .map((id) => byId.get(id))
      .filter((seat) => seat !== undefined)
      .map(seatNameOf),
  };
}
