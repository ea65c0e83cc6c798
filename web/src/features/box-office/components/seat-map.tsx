import { type SeatMap, type ShowSeat, seatingMessages } from '@teater/contract';
import { useId } from 'react';
import { seatNameOf } from '../lib/seat-rules';

/** One seat's side in the drawing: 32 px on screen, big enough to tap on a phone. */
const UNIT = 32;
const SIZE = 26;

export type SeatLook = 'free' | 'taken' | 'mine';

interface SeatMapProps {
  map: SeatMap;
  lookOf(seat: ShowSeat): SeatLook;
  onToggle(seat: ShowSeat): void;
}

/** The seat's shape says its kind (a square seat, a round wheelchair space, a companion's diamond), never colour alone. */
function SeatShape({ seat, look }: { seat: ShowSeat; look: SeatLook }) {
  const fill = look === 'mine' ? '#b45309' : look === 'taken' ? '#a8a29e' : '#ffffff';
  const stroke = look === 'free' ? '#57534e' : fill;
  const half = SIZE / 2;
  if (seat.kind === 'wheelchair')
    return <circle cx={half} cy={half} r={half} fill={fill} stroke={stroke} strokeWidth={2} />;
  if (seat.kind === 'companion') {
    return (
      <polygon
        points={`${half},0 ${SIZE},${half} ${half},${SIZE} 0,${half}`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
      />
    );
  }
  return <rect width={SIZE} height={SIZE} rx={5} fill={fill} stroke={stroke} strokeWidth={2} />;
}

/** Its label: the number, a wheelchair's ♿, a companion's P; taken seats are crossed, chosen ones ticked. */
function SeatMark({ seat, look }: { seat: ShowSeat; look: SeatLook }) {
  const half = SIZE / 2;
  if (look === 'taken') {
    return (
      <path d={`M6 6 L${SIZE - 6} ${SIZE - 6} M${SIZE - 6} 6 L6 ${SIZE - 6}`} stroke="#292524" strokeWidth={2.5} />
    );
  }
  const text =
    look === 'mine' ? '✓' : seat.kind === 'wheelchair' ? '♿' : seat.kind === 'companion' ? 'P' : seat.number;
  return (
    <text
      x={half}
      y={half}
      dominantBaseline="central"
      textAnchor="middle"
      fontSize={text.length > 2 ? 9 : 12}
      fontWeight={600}
      fill={look === 'mine' ? '#ffffff' : '#1c1917'}
    >
      {text}
    </text>
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
        <rect x={UNIT / 2} y={4} width={width - UNIT} height={UNIT * 0.8} rx={6} fill="#44403c" />
        <text x={width / 2} y={4 + UNIT * 0.4} dominantBaseline="central" textAnchor="middle" fill="#fff" fontSize={13}>
          {map.stage}
        </text>
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
              transform={`translate(${seat.x * UNIT + (UNIT - SIZE) / 2}, ${(seat.y + 1.5) * UNIT})`}
              onClick={() => look !== 'taken' && onToggle(seat)}
              onKeyDown={(event) => {
                if ((event.key === 'Enter' || event.key === ' ') && look !== 'taken') onToggle(seat);
              }}
              className={look === 'taken' ? 'cursor-not-allowed' : 'cursor-pointer'}
            >
              <title>{label}</title>
              <SeatShape seat={seat} look={look} />
              <SeatMark seat={seat} look={look} />
            </g>
          );
        })}
      </svg>
    </section>
  );
}
