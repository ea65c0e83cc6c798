import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import type { ListDef } from '../list.js';
import { planLayout, SEAT_KINDS } from './layout.js';

/** A venue plan in lists: which version of which drawing, and how many seats it holds. */
export const venuePlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  /** the version this one follows (null: the first) */
  id_previous: z.number().int().nullable(),
  seat_count: z.number().int(),
  createdAt: isoTime(),
});
export type VenuePlanSummary = z.infer<typeof venuePlanSummary>;

/** A plan whole: its layout is also its JSON export (POST it to /venue-plans to import it). */
export const venuePlanDetail = venuePlanSummary.extend({ layout: planLayout });
export type VenuePlanDetail = z.infer<typeof venuePlanDetail>;

export const SEAT_STATES = ['free', 'taken', 'blocked'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** One seat of a show's map, as the buyer's map and list show it. */
export const showSeat = z.object({
  id: z.number().int(),
  section: z.string(),
  row: z.string(),
  number: z.string(),
  kind: z.enum(SEAT_KINDS),
  x: z.number().int(),
  y: z.number().int(),
  /** its price zone: a category of the show */
  zone: z.number().int(),
  state: z.enum(SEAT_STATES),
});
export type ShowSeat = z.infer<typeof showSeat>;

/** GET /tiket/:id/seats: a seated show's map, its zones and the state of every seat (null: general admission). */
export const seatMapAnswer = z.object({
  data: z
    .object({
      id_tiket: z.number().int(),
      plan: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
      stage: z.string(),
      zones: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          price: z.number().int(),
          member_price: z.number().int().nullable(),
        }),
      ),
      seats: z.array(showSeat),
    })
    .nullable(),
});
export type SeatMap = NonNullable<z.infer<typeof seatMapAnswer>['data']>;

/** GET /tiket/:id/seats/taken: the seats not free now (polled by the map, with its ETag). */
export const seatsTakenAnswer = z.object({
  data: z.object({ taken: z.array(z.number().int()), blocked: z.array(z.number().int()) }),
});

/** GET /tiket/:id/seats/best: free adjacent seats of a zone (ids, left to right). */
export const bestSeatsAnswer = z.object({ data: z.object({ seats: z.array(z.number().int()) }) });

/** Admin: the seats a hold or release changed. */
export const seatsChangedAnswer = z.object({
  message: z.string(),
  data: z.object({ seats: z.array(z.number().int()) }),
});

/** PUT /tiket/:id/seating: the show's plan, and how many seats each zone (category) now sells. */
export const showSeatingAnswer = z.object({
  message: z.string(),
  data: z.object({
    id_plan: z.number().int(),
    zones: z.array(z.object({ id: z.number().int(), seats: z.number().int() })),
  }),
});

export const CHART_STATES = ['free', 'held', 'sold', 'checked_in', 'blocked'] as const;
export type ChartState = (typeof CHART_STATES)[number];

/** One seat of an admin's seat chart: its state and, when an order has it, which and whose. */
export const chartSeat = showSeat.omit({ state: true }).extend({
  state: z.enum(CHART_STATES),
  /** why it is not sold (an admin's hold, or the plan's) */
  reason: z.string().nullable(),
  order: z.object({ id: z.number().int(), order_id: z.string(), nama_user: z.string() }).nullable(),
});
export type ChartSeat = z.infer<typeof chartSeat>;

/** GET /tiket/:id/seats/chart: every seat of a seated show as the box office sees it. */
export const seatChartAnswer = z.object({ data: z.object({ seats: z.array(chartSeat) }) });

/** POST /tiket/:id/seats/move: the order now sits in `to`. */
export const seatMovedAnswer = z.object({
  message: z.string(),
  data: z.object({ order: z.number().int(), from: z.number().int(), to: z.number().int() }),
});

/** POST /tiket/:id/seats/comp: the complimentary order made of held seats, paid at Rp 0. */
export const seatCompAnswer = z.object({
  message: z.string(),
  data: z.object({ order_id: z.string(), seats: z.array(z.number().int()) }),
});

/** GET /venue-plans: every saved plan version, newest first, searched by name. */
export const venuePlansList = {
  search: ['name'],
  sort: { fields: ['createdAt', 'name'], default: '-createdAt' },
} as const satisfies ListDef;
