import { seatingMessages } from '@teater/contract';
import type { DrawnSeat } from './plan-edits';

/** 32 px a seat: big enough to tap on a phone; the drawing scrolls sideways inside its box. */
const UNIT = 32;
const SIZE = 26;
const HALF = SIZE / 2;

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
        <rect x={UNIT / 2} y={4} width={Math.max(width - UNIT, UNIT)} height={UNIT * 0.8} rx={6} fill="#44403c" />
        <text x={width / 2} y={4 + UNIT * 0.4} dominantBaseline="central" textAnchor="middle" fill="#fff" fontSize={13}>
          {stage}
        </text>
        {seats.map((seat) => {
          const label = `${nameOf(seat)}, ${describe(seat)}`;
          const key = `${seat.section}|${seat.row}|${seat.number}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG place cannot be a <button>
            <g
              key={key}
              role="button"
              tabIndex={0}
              aria-label={label}
              data-seat={key}
              transform={`translate(${(seat.x - left) * UNIT + (UNIT - SIZE) / 2}, ${(seat.y + 1.5) * UNIT})`}
              onClick={() => onPick(seat)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onPick(seat);
                }
              }}
              className="cursor-pointer"
            >
              <title>{label}</title>
              <Shape seat={seat} />
              <Label seat={seat} />
            </g>
          );
        })}
      </svg>
    </section>
  );
}
