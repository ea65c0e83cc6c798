import { seatingMessages } from '@teater/contract';
import type { DrawnSeat } from './plan-edits';
import { HALF, SeatGlyph, SIZE, StageBar, UNIT } from './seat-glyph';

const nameOf = (seat: DrawnSeat) => seatingMessages.seatName(seat.section, seat.row, seat.number);

/** What a place is, in words: its kind, and whether it is missing or never sold. */
function describe(seat: DrawnSeat) {
  const t = seatingMessages.editor;
  if (seat.missing) return t.missingMark;
  const kind = seatingMessages.kind[seat.kind];
  return seat.unsold ? `${kind}, ${seatingMessages.state.blocked}: ${seat.unsold}` : kind;
}

/** Its shape tells its kind as the buyers' map does (square, round wheelchair space, companion's diamond). */
function Shape({ seat }: { seat: DrawnSeat }) {
  const fill = seat.missing ? 'none' : seat.unsold ? '#d6d3d1' : '#ffffff';
  const stroke = seat.missing ? '#a8a29e' : '#57534e';
  const dash = seat.missing ? '3 3' : undefined;
  if (seat.kind === 'wheelchair')
    return <circle cx={HALF} cy={HALF} r={HALF} fill={fill} stroke={stroke} strokeWidth={2} strokeDasharray={dash} />;
  if (seat.kind === 'companion')
    return (
      <polygon
        points={`${HALF},0 ${SIZE},${HALF} ${HALF},${SIZE} 0,${HALF}`}
        fill={fill}
        stroke={stroke}
        strokeWidth={2}
        strokeDasharray={dash}
      />
    );
  return <rect width={SIZE} height={SIZE} rx={5} fill={fill} stroke={stroke} strokeWidth={2} strokeDasharray={dash} />;
}

function Label({ seat }: { seat: DrawnSeat }) {
  if (seat.unsold && !seat.missing)
    return <path d={`M6 6 L${SIZE - 6} ${SIZE - 6} M${SIZE - 6} 6 L6 ${SIZE - 6}`} stroke="#292524" strokeWidth={2} />;
  const text = seat.kind === 'wheelchair' ? '♿' : seat.kind === 'companion' ? 'P' : seat.number;
  return (
    <text
      x={HALF}
      y={HALF}
      dominantBaseline="central"
      textAnchor="middle"
      fontSize={text.length > 2 ? 9 : 12}
      fontWeight={600}
      fill={seat.missing ? '#a8a29e' : '#1c1917'}
    >
      {text}
    </text>
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
              left={(seat.x - left) * UNIT + (UNIT - SIZE) / 2}
              top={(seat.y + 1.5) * UNIT}
              onPick={() => onPick(seat)}
            >
              <Shape seat={seat} />
              <Label seat={seat} />
            </SeatGlyph>
          );
        })}
      </svg>
    </section>
  );
}
