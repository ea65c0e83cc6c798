import type { SeatKind } from '@teater/contract';

// The pieces every seat drawing is made of: the buyers' map, the plan editor and the box office's chart.

/** 32 px a seat: big enough to tap on a phone; a drawing scrolls sideways inside its box. */
export const UNIT = 32;
export const SEAT_SIZE = 26;
const HALF = SEAT_SIZE / 2;

/** The stage across the top of a drawing, named. */
export function StageBar({ width, stage }: { width: number; stage: string }) {
  return (
    <>
      <rect x={UNIT / 2} y={4} width={Math.max(width - UNIT, UNIT)} height={UNIT * 0.8} rx={6} fill="#44403c" />
      <text x={width / 2} y={4 + UNIT * 0.4} dominantBaseline="central" textAnchor="middle" fill="#fff" fontSize={13}>
        {stage}
      </text>
    </>
  );
}

interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  strokeDasharray?: string;
}

/** The outline says the kind (a square seat, a round wheelchair space, a companion's diamond), never colour alone. */
export function SeatOutline({ kind, ...paint }: { kind: SeatKind } & Paint) {
  if (kind === 'wheelchair') return <circle cx={HALF} cy={HALF} r={HALF} {...paint} />;
  if (kind === 'companion')
    return <polygon points={`${HALF},0 ${SEAT_SIZE},${HALF} ${HALF},${SEAT_SIZE} 0,${HALF}`} {...paint} />;
  return <rect width={SEAT_SIZE} height={SEAT_SIZE} rx={5} {...paint} />;
}

/** A cross over a seat that cannot be had (taken, or never sold). */
export function SeatCross({ strokeWidth }: { strokeWidth: number }) {
  const far = SEAT_SIZE - 6;
  return <path d={`M6 6 L${far} ${far} M${far} 6 L6 ${far}`} stroke="#292524" strokeWidth={strokeWidth} />;
}

/** The seat's number or mark, centred; a long number in a smaller size. */
export function SeatText({ text, fill }: { text: string; fill: string }) {
  return (
    <text
      x={HALF}
      y={HALF}
      dominantBaseline="central"
      textAnchor="middle"
      fontSize={text.length > 2 ? 9 : 12}
      fontWeight={600}
      fill={fill}
    >
      {text}
    </text>
  );
}
