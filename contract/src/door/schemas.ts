import { z } from 'zod';
import { isoTime } from '../answers/common.js';
import { validationMessages } from '../messages/validation.js';
import { MAX_ID, requiredText } from '../safe-values.js';
import { seatPlaceSchema } from '../seating/place.js';

/**
 * The door's calls (decision 025): a device downloads its shows' tickets, decides every scan
 * itself, and uploads what happened; the server keeps one record per scan id and reports
 * conflicts (one ticket admitted by two devices).
 */

/** What a scan came to at the door. */
export const SCAN_RESULTS = ['admitted', 'used', 'refunded', 'cancelled', 'other_show', 'unknown', 'invalid'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/** A ticket on the device: valid while its order is paid; refunded or cancelled ones are the revocation list. */
export const DOOR_TICKET_STATUSES = ['valid', 'refunded', 'cancelled'] as const;
export type DoorTicketStatus = (typeof DOOR_TICKET_STATUSES)[number];

/** A show a device may open, or one it only needs to name (a ticket for another show). */
export const doorShowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: isoTime(),
  venue: z.string(),
  /** whether this caller may open the door for it */
  open: z.boolean(),
});
export type DoorShow = z.infer<typeof doorShowSchema>;

/** GET /door/session: who the device acts as, what it may open, and the key tickets are signed with. */
export const doorSessionSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  /** the door pass the session came from; null for an admin */
  pass: z
    .object({ id: z.number().int(), label: z.string(), showId: z.number().int().nullable(), canSell: z.boolean() })
    .nullable(),
  /** whether this caller may sell at the door (an admin, or a pass given the right) */
  canSell: z.boolean(),
  /** Ed25519 public key, base64url (32 bytes) */
  publicKey: z.string(),
  shows: z.array(doorShowSchema),
});
export type DoorSession = z.infer<typeof doorSessionSchema>;

/** One ticket of a show's list on the device. */
export const doorTicketSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  showId: z.number().int(),
  seat: z.number().int(),
  of: z.number().int(),
  category: z.string(),
  name: z.string(),
  status: z.enum(DOOR_TICKET_STATUSES),
  admittedAt: isoTime().nullable(),
  /** the device that admitted it first */
  admittedBy: z.string().nullable(),
  /** a seated show's ticket: its section, row and seat, shown on admission (offline too) */
  place: seatPlaceSchema.optional(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

/** GET /door/shows/:id/tickets: a page of the list (or of what changed since `since`). */
export const doorTicketsAnswer = z.object({
  data: z.array(doorTicketSchema),
  meta: z.object({
    /** the id to ask `after` for the next page; null on the last */
    next: z.number().int().nullable(),
    /** when this list was read: the `since` of the next refresh */
    syncedAt: isoTime(),
    present: z.number().int(),
    sold: z.number().int(),
  }),
});
export type DoorTicketsPage = z.infer<typeof doorTicketsAnswer>;

export const doorTicketsQuery = z.object({
  since: z.iso.datetime({ offset: true, error: () => validationMessages.date }).optional(),
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
});

/** One scan as the device recorded it. */
export const scanSchema = z.object({
  /** the device's own id for the scan (a UUID): the server stores each once */
  id: z.uuid(),
  /** what was scanned or typed */
  code: z.string().max(300),
  /** the show the door was open for, or the ticket's own when it admitted one */
  showId: z.number().int().positive().max(MAX_ID),
  result: z.enum(SCAN_RESULTS),
  /** when it happened at the door, by the device's clock */
  scannedAt: isoTime(),
});
export type Scan = z.infer<typeof scanSchema>;

export const deviceSchema = z.object({
  id: z.uuid(),
  name: requiredText(60),
});
export type Device = z.infer<typeof deviceSchema>;

/** POST /door/scans: the oldest queued scans first, at most 100 a call. */
export const scanUploadBody = z.object({ device: deviceSchema, scans: z.array(scanSchema).min(1).max(100) });
export type ScanUpload = z.infer<typeof scanUploadBody>;

export const scanUploadAnswer = z.object({
  data: z.object({
    /** every scan of the call, now stored (or stored before) */
    acknowledged: z.array(z.string()),
    /** how many of them admitted a ticket another device had admitted, or one no longer valid */
    conflicts: z.number().int(),
  }),
});

/** A ticket admitted more than once, or admitted after it stopped being valid. */
export const CONFLICT_KINDS = ['double', 'revoked'] as const;
export const admissionSchema = z.object({
  scanId: z.string(),
  device: z.string(),
  staff: z.string(),
  scannedAt: isoTime(),
});
export const doorConflictSchema = z.object({
  ticketId: z.number().int(),
  code: z.string(),
  seat: z.number().int(),
  of: z.number().int(),
  name: z.string(),
  kind: z.enum(CONFLICT_KINDS),
  admissions: z.array(admissionSchema),
});
export type DoorConflict = z.infer<typeof doorConflictSchema>;

/** GET /door/lookup?code=: why a code this device does not know is refused. */
export const doorLookupAnswer = z.object({
  data: z.object({
    result: z.enum(['other_show', 'refunded', 'cancelled', 'unknown', 'known']),
    show: z.object({ id: z.number().int(), name: z.string(), date: isoTime() }).nullable(),
  }),
});

export type DoorLookup = z.infer<typeof doorLookupAnswer>;

/**
 * POST /door/activate: the secret of a door pass's link, and the device's own id. The link works
 * once; for a short while after, again for that same device only (its first answer may have been
 * lost on the way back).
 */
export const doorActivateBody = z.object({
  secret: z.string().min(20).max(100),
  device: z.string().min(8).max(100).optional(),
});

/** A door pass as admins see it. */
export const doorPassSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  show: z.object({ id: z.number().int(), name: z.string(), date: isoTime() }).nullable(),
  createdAt: isoTime(),
  expiresAt: isoTime(),
  activatedAt: isoTime().nullable(),
  revokedAt: isoTime().nullable(),
  createdBy: z.string().nullable(),
  /** it may sell tickets at the door too, not only admit */
  canSell: z.boolean(),
});
export type DoorPass = z.infer<typeof doorPassSchema>;

/** POST /door/passes */
export const doorPassBody = z.object({
  label: requiredText(60),
  /** one show, or null for all shows */
  showId: z.number().int().positive().max(MAX_ID).nullable(),
  /** it may sell at the door too (issue 44) */
  canSell: z.boolean().default(false),
});
export type DoorPassBody = z.infer<typeof doorPassBody>;

/** The new pass and its link, shown once. */
export const doorPassCreatedAnswer = z.object({ data: doorPassSchema.extend({ link: z.string() }) });
