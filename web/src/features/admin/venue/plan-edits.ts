import { blockOfRows, expandLayout, type PlanLayout, type PlanSeat, type SeatMark } from '@teater/contract';

/** How a block's seats are numbered: every seat one way or the other, or one side's odd or even numbers. */
export type Numbering = 'ltr' | 'rtl' | 'odd' | 'even';

export interface BlockChoice {
  name: string;
  rows: number;
  seats: number;
  firstRow: string;
  numbering: Numbering;
  /** an aisle after these seats (counted from the left) */
  aisles: number[];
  /** each row further back one seat wider on both sides, centred: a hall curving round its stage */
  curved: boolean;
}

/** An empty drawing: a stage and no section yet (the editor's start). */
export const emptyLayout = (): PlanLayout => ({
  stage: { label: 'Panggung' },
  sections: [],
  wheelchair: [],
  missing: [],
  unsold: [],
});

/** Where the next section starts: two rows below everything drawn, so sections never overlap. */
function nextTop(layout: PlanLayout): number {
  let bottom = -2;
  for (const section of layout.sections) bottom = Math.max(bottom, section.y + section.rows.length - 1);
  return bottom + 2;
}

/** The layout with a section of `rows` rows of `seats` seats added below the others. */
export function addBlock(layout: PlanLayout, choice: BlockChoice): PlanLayout {
  const odd = choice.numbering === 'odd';
  const stepped = odd || choice.numbering === 'even';
  const rows = blockOfRows({
    rows: choice.rows,
    seats: choice.seats,
    firstRow: choice.firstRow || 'A',
    direction: choice.numbering === 'rtl' ? 'rtl' : 'ltr',
    step: stepped ? 2 : 1,
    first: stepped && !odd ? 2 : 1,
  }).map((row, i) => ({
    label: row.label,
    seats: choice.seats + (choice.curved ? 2 * i : 0),
    first: row.first ?? 1,
    step: row.step ?? 1,
    direction: row.direction ?? 'ltr',
    // a curved row's aisles stay between the same seats of the row in front
    aisles: choice.aisles.filter((a) => a < choice.seats).map((a) => a + (choice.curved ? i : 0)),
    offset: choice.curved ? -i : 0,
  }));
  const section = { name: choice.name, x: choice.curved ? choice.rows - 1 : 0, y: nextTop(layout), rows };
  return { ...layout, sections: [...layout.sections, section] };
}

const sameSeat = (a: SeatMark, b: SeatMark) => a.section === b.section && a.row === b.row && a.number === b.number;

/** The layout without a section and the marks on its seats. */
export function removeSection(layout: PlanLayout, name: string): PlanLayout {
  const other = (mark: SeatMark) => mark.section !== name;
  return {
    ...layout,
    sections: layout.sections.filter((section) => section.name !== name),
    wheelchair: layout.wheelchair.filter(other),
    missing: layout.missing.filter(other),
    unsold: layout.unsold.filter(other),
  };
}

export type SeatFix =
  | { kind: 'seat' }
  | { kind: 'wheelchair'; companion: string }
  | { kind: 'missing' }
  | { kind: 'unsold'; reason: string };

/**
 * One seat fixed: its marks (a wheelchair space it is or accompanies, missing, never sold) are
 * dropped, then the chosen one is set. A companion seat chosen loses its own marks too.
 */
export function fixSeat(layout: PlanLayout, seat: SeatMark, fix: SeatFix): PlanLayout {
  const companionOf = (w: PlanLayout['wheelchair'][number]) => ({ ...w, number: w.companion });
  const freed = [seat, ...(fix.kind === 'wheelchair' ? [{ ...seat, number: fix.companion }] : [])];
  const touches = (mark: SeatMark) => freed.some((f) => sameSeat(f, mark));
  const next: PlanLayout = {
    ...layout,
    wheelchair: layout.wheelchair.filter((w) => !touches(w) && !touches(companionOf(w))),
    missing: layout.missing.filter((m) => !touches(m)),
    unsold: layout.unsold.filter((m) => !touches(m)),
  };
  const mark = { section: seat.section, row: seat.row, number: seat.number };
  if (fix.kind === 'wheelchair') next.wheelchair = [...next.wheelchair, { ...mark, companion: fix.companion }];
  if (fix.kind === 'missing') next.missing = [...next.missing, mark];
  if (fix.kind === 'unsold') next.unsold = [...next.unsold, { ...mark, reason: fix.reason }];
  return next;
}

/** A seat of the preview: a plan's seat, or the place of one marked missing (shown, to put it back). */
export type DrawnSeat = PlanSeat & { missing: boolean };

/** Every place the editor draws, and what does not add up yet. */
export function drawnSeats(layout: PlanLayout): { seats: DrawnSeat[]; problems: string[] } {
  const { seats, problems } = expandLayout({ ...layout, missing: [] });
  const missing = (seat: PlanSeat) => layout.missing.some((m) => sameSeat(m, seat));
  return {
    seats: seats.map((seat) => ({ ...seat, missing: missing(seat) })),
    problems: [...problems, ...expandLayout(layout).problems].map((p) => p.message).filter(uniqueText),
  };
}

const uniqueText = (text: string, i: number, all: string[]) => all.indexOf(text) === i;

/** The places a plan sells or keeps (missing ones aside), and how many are wheelchair spaces or never sold. */
export function countsOf(seats: DrawnSeat[]) {
  const real = seats.filter((seat) => !seat.missing);
  return {
    places: real.length,
    wheelchair: real.filter((seat) => seat.kind === 'wheelchair').length,
    unsold: real.filter((seat) => seat.unsold !== null).length,
  };
}

/** "2, 10" → [2, 10]: the aisles typed as a list. */
export const aislesOf = (text: string) =>
  [
    ...new Set(
      text
        .split(/[,\s]+/)
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].sort((a, b) => a - b);
