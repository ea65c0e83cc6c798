import { type SeatMap, type ShowSeat, seatingMessages } from '@teater/contract';
import { useId } from 'react';
import { SEAT_SIZE, SeatCross, SeatOutline, SeatText, StageBar, UNIT } from '../../../components/seat-drawing';
import { seatNameOf } from '../lib/seat-rules';

export type SeatLook = 'free' | 'taken' | 'mine';

interface SeatMapProps {
  map: SeatMap;
  lookOf(seat: ShowSeat): SeatLook;
  onToggle(seat: ShowSeat): void;
}

/** The seat's outline says its kind, never colour alone; taken seats are crossed, chosen ones ticked. */
function Seat({ seat, look }: { seat: ShowSeat; look: SeatLook }) {
  const fill = look === 'mine' ? '#b45309' : look === 'taken' ? '#a8a29e' : '#ffffff';
  const text =
    look === 'mine' ? '✓' : seat.kind === 'wheelchair' ? '♿' : seat.kind === 'companion' ? 'P' : seat.number;
  return (
    <>
      <SeatOutline kind={seat.kind} fill={fill} stroke={look === 'free' ? '#57534e' : fill} strokeWidth={2} />
      {look === 'taken' ? (
        <SeatCross strokeWidth={2.5} />
      ) : (
        <SeatText text={text} fill={look === 'mine' ? '#ffffff' : '#1c1917'} />
      )}
    </>
  );
}

/**
 * The seat map as SVG at its natural size in a scrolling box: a phone drags it (and pinch-zooms the
 * page); each seat is a button for pointers. Keyboard and screen-reader buyers use the list beside
 * it (SeatList), which holds the same choice: the drawing's seats stay out of the tab order.
 */
export function SeatMapDrawing({ map, lookOf, onToggle }: SeatMapProps) {
  const titleId = useId();
  const width = (Math.max(...map.seats.map((s) => s.x)) + 1) * UNIT;
  const height = (Math.max(...map.seats.map((s) => s.y)) + 1) * UNIT + UNIT * 1.5;
  return (
    <section
      aria-label={seatingMessages.mapLabel}
      className="max-h-[70vh] overflow-auto rounded-lg bg-stone-50 ring-1 ring-stone-200"
      data-testid="seat-map"
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden={false}>
        <title id={titleId}>{seatingMessages.mapLabel}</title>
        <StageBar width={width} stage={map.stage} />
        {map.seats.map((seat) => {
          const look = lookOf(seat);
          const label = `${seatNameOf(seat)}, ${seatingMessages.kind[seat.kind]}, ${seatingMessages.state[look === 'mine' ? 'mine' : look]}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG seat cannot be a <button>; the list offers real checkboxes
            <g
              key={seat.id}
              role="button"
              tabIndex={-1}
              aria-label={label}
              aria-pressed={look === 'mine'}
              aria-disabled={look === 'taken'}
              data-seat={`${seat.section}|${seat.row}|${seat.number}`}
              transform={`translate(${seat.x * UNIT + (UNIT - SEAT_SIZE) / 2}, ${(seat.y + 1.5) * UNIT})`}
              onClick={() => look !== 'taken' && onToggle(seat)}
              onKeyDown={(event) => {
                if ((event.key === 'Enter' || event.key === ' ') && look !== 'taken') onToggle(seat);
              }}
              className={look === 'taken' ? 'cursor-not-allowed' : 'cursor-pointer'}
            >
              <title>{label}</title>
              <Seat seat={seat} look={look} />
            </g>
          );
        })}
      </svg>
    </section>
  );
}
