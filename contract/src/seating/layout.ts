import { z } from 'zod';
import { said } from '../i18n/said.js';
import { seatingMessages } from '../messages/seating.js';
import { validationMessages } from '../messages/validation.js';
import { plainString, requiredText } from '../safe-values.js';

/**
 * A venue plan as an admin draws it: sections of rows, each row numbered as the hall numbers it
 * (left to right or right to left, every seat or only odd or even numbers), with aisles after some
 * seats; then the marks: wheelchair spaces with their companion seat, seats that do not exist, and
 * seats never sold (with the reason). The seats themselves are derived (`seatsOfLayout`), the same
 * way on the server (a show's seats) and in the editor (its preview), so the JSON stays small and
 * a plan exported and imported is the same plan.
 */

/** The most seats a plan may hold (a large hall; the map and its page are sized for it). */
export const MAX_PLAN_SEATS = 5000;
export const SEAT_KINDS = ['seat', 'wheelchair', 'companion'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

const label = (max: number) => requiredText(max, plainString());
const whole = (min: number, max: number) =>
  z
    .number({ error: () => validationMessages.number })
    .int(said(() => validationMessages.integer))
    .min(
      min,
      said(() => validationMessages.min(min)),
    )
    .max(
      max,
      said(() => validationMessages.max(max)),
    );

export const planRow = z.object({
  label: label(8),
  seats: whole(1, 200),
  /** the number of the first seat numbered */
  first: whole(0, 9999).default(1),
  /** 2: one side of the hall, odd or even numbers only */
  step: z.union([z.literal(1), z.literal(2)]).default(1),
  /** ltr: seat `first` is on the left, seen from the stage's opposite side (the audience's view) */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
  /** an aisle after the n-th seat from the left */
  aisles: z.array(whole(1, 199)).max(20).default([]),
  /** the row shifted right by this many seat widths (a curved or staggered row) */
  offset: whole(-100, 100).default(0),
});

export const planSection = z.object({
  name: label(40),
  /** where the section's first row begins on the map, in seat widths from the stage's left */
  x: whole(0, 1000).default(0),
  y: whole(0, 1000).default(0),
  rows: z.array(planRow).min(1).max(100),
});

export const seatMark = z.object({ section: label(40), row: label(8), number: label(8) });
export type SeatMark = z.infer<typeof seatMark>;

const layoutShape = z.object({
  stage: z.object({ label: label(40).default('Panggung') }).default({ label: 'Panggung' }),
  sections: z.array(planSection).min(1).max(30),
  /** a wheelchair space and the companion seat beside it (same section and row) */
  wheelchair: z
    .array(seatMark.extend({ companion: label(8) }))
    .max(200)
    .default([]),
  /** places in a drawn row where no seat stands (a pillar, a sound desk) */
  missing: z.array(seatMark).max(2000).default([]),
  /** seats that stand but are never sold, with the reason (a camera position, a blocked view) */
  unsold: z
    .array(seatMark.extend({ reason: label(120) }))
    .max(2000)
    .default([]),
});
export type PlanLayoutInput = z.input<typeof layoutShape>;

/** One seat of a plan, where it stands on the map (x, y in seat widths) and what it is. */
export interface PlanSeat {
  section: string;
  row: string;
  number: string;
  kind: SeatKind;
  x: number;
  y: number;
  /** never sold, and why (null: for sale) */
  unsold: string | null;
}

const keyOf = (m: { section: string; row: string; number: string }) => `${m.section}\u0000${m.row}\u0000${m.number}`;

/** Every seat a row draws, left to right, before the marks apply. */
function rowSeats(section: z.infer<typeof planSection>, row: z.infer<typeof planRow>, index: number): PlanSeat[] {
  const aisles = new Set(row.aisles);
  let gap = 0;
  return Array.from({ length: row.seats }, (_, i) => {
    if (aisles.has(i)) gap += 1;
    const fromLeft = row.direction === 'ltr' ? i : row.seats - 1 - i;
    return {
      section: section.name,
      row: row.label,
      number: String(row.first + fromLeft * row.step),
      kind: 'seat' as const,
      x: section.x + row.offset + i + gap,
      y: section.y + index,
      unsold: null,
    };
  });
}

export type LayoutProblem = { path: (string | number)[]; message: string };

/** A layout's seats with its marks applied, and what does not add up (duplicates, marks off the plan). */
export function expandLayout(layout: z.infer<typeof layoutShape>): { seats: PlanSeat[]; problems: LayoutProblem[] } {
  const problems: LayoutProblem[] = [];
  const seats = new Map<string, PlanSeat>();
  const sectionNames = new Set<string>();
  layout.sections.forEach((section, s) => {
    if (sectionNames.has(section.name)) {
      problems.push({ path: ['sections', s, 'name'], message: seatingMessages.duplicateSection(section.name) });
    }
    sectionNames.add(section.name);
    const rowLabels = new Set<string>();
    section.rows.forEach((row, r) => {
      if (rowLabels.has(row.label)) {
        problems.push({
          path: ['sections', s, 'rows', r],
          message: seatingMessages.duplicateRow(section.name, row.label),
        });
      }
      rowLabels.add(row.label);
      for (const seat of rowSeats(section, row, r)) {
        const key = keyOf(seat);
        if (seats.has(key)) {
          problems.push({
            path: ['sections', s, 'rows', r],
            message: seatingMessages.duplicateNumber(seat.section, seat.row, seat.number),
          });
        }
        seats.set(key, seat);
      }
    });
  });
  markSeats(layout, seats, problems);
  if (seats.size > MAX_PLAN_SEATS)
    problems.push({ path: ['sections'], message: seatingMessages.tooManySeats(MAX_PLAN_SEATS) });
  return { seats: [...seats.values()], problems };
}

function markSeats(layout: z.infer<typeof layoutShape>, seats: Map<string, PlanSeat>, problems: LayoutProblem[]) {
  const find = (mark: SeatMark, path: (string | number)[], message = seatingMessages.markUnknown) => {
    const seat = seats.get(keyOf(mark));
    if (!seat) problems.push({ path, message: message(mark.section, mark.row, mark.number) });
    return seat;
  };
  layout.wheelchair.forEach((mark, i) => {
    const space = find(mark, ['wheelchair', i]);
    const companion = find({ ...mark, number: mark.companion }, ['wheelchair', i], seatingMessages.companionUnknown);
    if (space) space.kind = 'wheelchair';
    if (companion) companion.kind = 'companion';
  });
  layout.unsold.forEach((mark, i) => {
    const seat = find(mark, ['unsold', i]);
    if (seat) seat.unsold = mark.reason;
  });
  layout.missing.forEach((mark, i) => {
    if (find(mark, ['missing', i])) seats.delete(keyOf(mark));
  });
}

/** A plan's layout, checked: every mark names a seat of the plan, no seat is drawn twice. */
export const planLayout = layoutShape.superRefine((layout, ctx) => {
  for (const problem of expandLayout(layout).problems) {
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  }
});
export type PlanLayout = z.infer<typeof planLayout>;

/** The seats of a checked layout. */
export const seatsOfLayout = (layout: PlanLayout): PlanSeat[] => expandLayout(layout).seats;

/** The common case drawn at once: `rows` rows of `seats` seats, lettered from `firstRow`. */
export function blockOfRows(options: {
  rows: number;
  seats: number;
  firstRow?: string;
  direction?: 'ltr' | 'rtl';
  step?: 1 | 2;
  first?: number;
}): z.input<typeof planRow>[] {
  const start = (options.firstRow ?? 'A').charCodeAt(0);
  return Array.from({ length: options.rows }, (_, i) => ({
    label: rowLabel(start - 65 + i),
    seats: options.seats,
    first: options.first ?? 1,
    step: options.step ?? 1,
    direction: options.direction ?? 'ltr',
  }));
}

/** A, B, … Z, AA, AB, …: how halls letter their rows. */
export function rowLabel(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : rowLabel(Math.floor(index / 26) - 1) + letter;
}
