import { z } from 'zod';

/** Where a seated show's ticket sits: its section, row and seat number (general admission: none). */
export const seatPlaceSchema = z.object({ section: z.string(), row: z.string(), number: z.string() });
export type SeatPlace = z.infer<typeof seatPlaceSchema>;
