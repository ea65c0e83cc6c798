import { type ChartSeat, type ChartState, seatingMessages } from '@teater/contract';
import { SEAT_SIZE, SeatOutline, SeatText, StageBar, UNIT } from '../../../components/seat-drawing';
import { SeatGlyph } from './seat-glyph';

/** Each state's look: a fill and a mark, so states differ by more than colour (a tick, a cross, a dot). */
const looks: Record<ChartState, { fill: string; stroke: string; text: string; mark?: string; dash?: string }> = {
  free: { fill: '#ffffff', stroke: '#57534e', text: '#1c1917' },
  held: { fill: '#fde68a', stroke: '#b45309', text: '#78350f', dash: '4 2', mark: '…' },
  sold: { fill: '#44403c', stroke: '#44403c', text: '#ffffff', mark: '●' },
  checked_in: { fill: '#166534', stroke: '#166534', text: '#ffffff', mark: '✓' },
  blocked: { fill: '#d6d3d1', stroke: '#78716c', text: '#1c1917', mark: '×' },
};

/** A seat's label for people and tests: where it is, what it is and its state. */
export const chartLabelOf = (seat: ChartSeat) =>
  `${seatingMessages.seatName(seat.section, seat.row, seat.number)}, ${seatingMessages.kind[seat.kind]}, ${seatingMessages.chartState[seat.state]}`;

/** The box office's seat chart: every seat in its state, tapped to open its actions. */
export function ChartDrawing({
  stage,
  seats,
  chosen,
  onPick,
}: {
  stage: string;
  seats: ChartSeat[];
  chosen: number | null;
  onPick(seat: ChartSeat): void;
}) {
  const width = (Math.max(...seats.map((s) => s.x)) + 1) * UNIT;
  const height = (Math.max(...seats.map((s) => s.y)) + 1) * UNIT + UNIT * 1.5;
  return (
    <section
      aria-label={seatingMessages.chart.drawing}
      className="max-h-[65vh] overflow-auto rounded-lg bg-stone-50 ring-1 ring-stone-200"
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <title>{seatingMessages.chart.drawing}</title>
        <StageBar width={width} stage={stage} />
        {seats.map((seat) => {
          const look = looks[seat.state];
          const label = chartLabelOf(seat);
          return (
            <SeatGlyph
              key={seat.id}
              seatKey={`${seat.section}|${seat.row}|${seat.number}`}
              label={label}
              left={seat.x * UNIT + (UNIT - SEAT_SIZE) / 2}
              top={(seat.y + 1.5) * UNIT}
              pressed={chosen === seat.id}
              onPick={() => onPick(seat)}
            >
              <SeatOutline
                kind={seat.kind}
                fill={look.fill}
                stroke={chosen === seat.id ? '#b91c1c' : look.stroke}
                strokeWidth={chosen === seat.id ? 4 : 2}
                strokeDasharray={look.dash}
              />
              <SeatText text={look.mark ?? seat.number} fill={look.text} />
            </SeatGlyph>
          );
        })}
      </svg>
    </section>
  );
}
