import { type SeatMap, type ShowSeat, seatingMessages } from '@teater/contract';
import { useId, useMemo } from 'react';
import { SEAT_SIZE as SIZE, StageBar, UNIT } from '../../../components/seat-drawing';
import { seatNameOf } from '../lib/seat-rules';

export type SeatLook = 'free' | 'taken' | 'mine';

interface SeatMapProps {
  map: SeatMap;
  lookOf(seat: ShowSeat): SeatLook;
  onToggle(seat: ShowSeat): void;
}

/** Text for SVG markup: a plan's names are an admin's text. */
const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The seat's shape says its kind (a square seat, a round wheelchair space, a companion's diamond), never colour alone. */
function shapeOf(seat: ShowSeat, look: SeatLook): string {
  const fill = look === 'mine' ? '#b45309' : look === 'taken' ? '#a8a29e' : '#ffffff';
  const paint = `fill="${fill}" stroke="${look === 'free' ? '#57534e' : fill}" stroke-width="2"`;
  const half = SIZE / 2;
  if (seat.kind === 'wheelchair') return `<circle cx="${half}" cy="${half}" r="${half}" ${paint}/>`;
  if (seat.kind === 'companion') {
    return `<polygon points="${half},0 ${SIZE},${half} ${half},${SIZE} 0,${half}" ${paint}/>`;
  }
  return `<rect width="${SIZE}" height="${SIZE}" rx="5" ${paint}/>`;
}

/** Its label: the number, a wheelchair's ♿, a companion's P; taken seats are crossed, chosen ones ticked. */
function markOf(seat: ShowSeat, look: SeatLook): string {
  const half = SIZE / 2;
  if (look === 'taken') {
    return `<path d="M6 6 L${SIZE - 6} ${SIZE - 6} M${SIZE - 6} 6 L6 ${SIZE - 6}" stroke="#292524" stroke-width="2.5"/>`;
  }
  const text =
    look === 'mine' ? '✓' : seat.kind === 'wheelchair' ? '♿' : seat.kind === 'companion' ? 'P' : seat.number;
  return `<text x="${half}" y="${half}" dominant-baseline="central" text-anchor="middle" font-size="${text.length > 2 ? 9 : 12}" font-weight="600" fill="${look === 'mine' ? '#ffffff' : '#1c1917'}">${escaped(text)}</text>`;
}

/** One seat as markup: a button for pointers (the list holds the same choice for keyboards). */
function seatMarkup(seat: ShowSeat, look: SeatLook): string {
  const label = escaped(
    `${seatNameOf(seat)}, ${seatingMessages.kind[seat.kind]}, ${seatingMessages.state[look === 'mine' ? 'mine' : look]}`,
  );
  const x = seat.x * UNIT + (UNIT - SIZE) / 2;
  const y = (seat.y + 1.5) * UNIT;
  return `<g role="button" tabindex="-1" aria-label="${label}" aria-pressed="${look === 'mine'}" aria-disabled="${look === 'taken'}" data-seat="${escaped(`${seat.section}|${seat.row}|${seat.number}`)}" data-seat-id="${seat.id}" transform="translate(${x}, ${y})" class="${look === 'taken' ? 'cursor-not-allowed' : 'cursor-pointer'}"><title>${label}</title>${shapeOf(seat, look)}${markOf(seat, look)}</g>`;
}

/**
 * The seat map as SVG at its natural size in a scrolling box: a phone drags it (and pinch-zooms the
 * page); each seat is a button for pointers. Keyboard and screen-reader buyers use the list beside
 * it (SeatList), which holds the same choice: the drawing's seats stay out of the tab order.
 * A thousand seats are written as one string of markup, not as React elements (four thousand of
 * them to render and keep): the browser parses it natively, and one listener on the drawing finds
 * the seat a tap was on.
 */
export function SeatMapDrawing({ map, lookOf, onToggle }: SeatMapProps) {
  const titleId = useId();
  const width = (Math.max(...map.seats.map((s) => s.x)) + 1) * UNIT;
  const height = (Math.max(...map.seats.map((s) => s.y)) + 1) * UNIT + UNIT * 1.5;
  const looks = map.seats.map((seat) => lookOf(seat));
  const key = looks.join();
  // the markup changes only when a seat's look does (the key of all of them)
  const seats = useMemo(() => map.seats.map((seat, i) => seatMarkup(seat, looks[i] ?? 'free')).join(''), [map, key]);
  const byId = useMemo(() => new Map(map.seats.map((seat) => [seat.id, seat])), [map]);
  const toggleAt = (target: EventTarget) => {
    const id = Number((target as Element).closest?.('[data-seat-id]')?.getAttribute('data-seat-id'));
    const seat = byId.get(id);
    if (seat && lookOf(seat) !== 'taken') onToggle(seat);
  };
  return (
    <section
      aria-label={seatingMessages.mapLabel}
      className="max-h-[70vh] overflow-auto rounded-lg bg-stone-50 ring-1 ring-stone-200"
      data-testid="seat-map"
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-labelledby={titleId}
        onClick={(event) => toggleAt(event.target)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') toggleAt(event.target);
        }}
      >
        <title id={titleId}>{seatingMessages.mapLabel}</title>
        <StageBar width={width} stage={map.stage} />
        {/* built here from the map, every text escaped */}
        <g dangerouslySetInnerHTML={{ __html: seats }} />
      </svg>
    </section>
  );
}
