import { seatingMessages } from '@teater/contract';
import { SEAT_SIZE, SeatCross, SeatOutline, SeatText, StageBar, UNIT } from '../../../components/seat-drawing';
import type { DrawnSeat } from './plan-edits';
import { SeatGlyph } from './seat-glyph';

const nameOf = (seat: DrawnSeat) => seatingMessages.seatName(seat.section, seat.row, seat.number);

/** What a place is, in words: its kind, and whether it is missing or never sold. */
function describe(seat: DrawnSeat) {
  const t = seatingMessages.editor;
  if (seat.missing) return t.missingMark;
  const kind = seatingMessages.kind[seat.kind];
  return seat.unsold ? `${kind}, ${seatingMessages.state.blocked}: ${seat.unsold}` : kind;
}

/** Its outline tells its kind as the buyers' map does; a missing place is dashed, a never-sold one grey and crossed. */
function Place({ seat }: { seat: DrawnSeat }) {
  const text = seat.kind === 'wheelchair' ? '♿' : seat.kind === 'companion' ? 'P' : seat.number;
  return (
    <>
      <SeatOutline
        kind={seat.kind}
        fill={seat.missing ? 'none' : seat.unsold ? '#d6d3d1' : '#ffffff'}
        stroke={seat.missing ? '#a8a29e' : '#57534e'}
        strokeWidth={2}
        strokeDasharray={seat.missing ? '3 3' : undefined}
      />
      {seat.unsold && !seat.missing ? (
        <SeatCross strokeWidth={2} />
      ) : (
        <SeatText text={text} fill={seat.missing ? '#a8a29e' : '#1c1917'} />
      )}
    </>
  );
}

/**
 * The plan being drawn, at its natural size in a scrolling box (a phone drags it): every place is a
 * button that opens its fix; places marked missing stay drawn, dashed, so they can be put back.
 */
export function PlanDrawing({
  stage,
  seats,
  onPick,
}: {
  stage: string;
  seats: DrawnSeat[];
  onPick(seat: DrawnSeat): void;
}) {
  const left = Math.min(0, ...seats.map((s) => s.x));
  const width = (Math.max(...seats.map((s) => s.x)) - left + 1) * UNIT;
  const height = (Math.max(...seats.map((s) => s.y)) + 1) * UNIT + UNIT * 1.5;
  return (
    <section
      aria-label={seatingMessages.editor.drawing}
      className="max-h-[60vh] overflow-auto rounded-lg bg-stone-50 ring-1 ring-stone-200"
      data-testid="plan-drawing"
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <title>{seatingMessages.editor.drawing}</title>
        <StageBar width={width} stage={stage} />
        {seats.map((seat) => {
          const label = `${nameOf(seat)}, ${describe(seat)}`;
          const key = `${seat.section}|${seat.row}|${seat.number}`;
          return (
            <SeatGlyph
              key={key}
              seatKey={key}
              label={label}
              left={(seat.x - left) * UNIT + (UNIT - SEAT_SIZE) / 2}
              top={(seat.y + 1.5) * UNIT}
              onPick={() => onPick(seat)}
            >
              <Place seat={seat} />
            </SeatGlyph>
          );
        })}
      </svg>
    </section>
  );
}
