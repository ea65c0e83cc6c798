import {
  ADMIN_PAGE_SIZE,
  type Attendee,
  attendeeSchema,
  attendeesList,
  dataAnswer,
  doorAttendanceSchema,
  doorConflictSchema,
  formatDateTime,
  pageAnswer,
  type SeatPlace,
  seatingMessages,
} from '@teater/contract';
import { and, count, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from '../accounts/index.js';
import { attendanceOf, placesOfTickets } from '../box-office/index.js';
import { ticketOrders, tickets } from '../box-office/schema.js';
import { answers, rawAnswer, refusalsOf } from '../core/answers.js';
import { type CsvColumn, sendCsv } from '../core/csv-export.js';
import { notFound, parseId } from '../core/http-error.js';
import { type ListSource, listWhere, parseListQuery, runPage } from '../core/list-query.js';
import { conflictCountOf, conflictsOf, refusedCountOf } from './conflicts.js';
import { scanRoutes } from './scan-routes.js';
import { assertMayOpen } from './scope.js';

/** A show's tickets of paid orders, searchable by buyer, code and order. */
const attendeesSource: ListSource = {
  list: attendeesList,
  columns: { ...getTableColumns(tickets), nama_user: ticketOrders.nama_user, order_id: ticketOrders.order_id },
  id: tickets.id,
  computed: {
    present: (value) =>
      value === true || value === 'true' ? isNotNull(tickets.checked_in_at) : isNull(tickets.checked_in_at),
    conflict: (value) => (value === true || value === 'true' ? gt(tickets.admissions, 1) : lte(tickets.admissions, 1)),
  },
  defaultLimit: ADMIN_PAGE_SIZE,
};

// Admins, and door accounts for the shows of their pass.
const door = refusalsOf('admin');
const declared = {
  attendance: answers({ 200: dataAnswer(doorAttendanceSchema) }, [...door, 400, 404]),
  attendees: answers({ 200: pageAnswer(attendeeSchema) }, [...door, 400, 404]),
  conflicts: answers({ 200: pageAnswer(doorConflictSchema) }, [...door, 400, 404]),
  csv: answers({ 200: rawAnswer('text/csv', 'Daftar hadir (UTF-8 dengan BOM)') }, [...door, 400, 404]),
};

type Db = FastifyInstance['db'];
type AttendeeRow = { ticket: typeof tickets.$inferSelect; order: typeof ticketOrders.$inferSelect };
type CsvRow = AttendeeRow & { place?: SeatPlace };

/** A CSV batch's rows with their seats (a seated show's tickets), read in one query per batch. */
async function withPlaces(db: Db, rows: AttendeeRow[]): Promise<CsvRow[]> {
  const places = await placesOfTickets(
    db,
    rows.map((row) => row.ticket.id),
  );
  return rows.map((row) => ({ ...row, place: places.get(row.ticket.id) }));
}

/** The tickets of one show's paid orders, with the list's search and filter. */
const ticketsOfShow = (db: Db, showId: number, ...own: (SQL | undefined)[]) =>
  db
    .select({ ticket: tickets, order: ticketOrders })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .where(and(eq(tickets.id_tiket, showId), eq(ticketOrders.status, 'paid'), ...own))
    .$dynamic();

async function countTicketsOfShow(db: Db, showId: number, where: SQL | undefined) {
  const [counted] = await db
    .select({ n: count() })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.id_order))
    .where(and(eq(tickets.id_tiket, showId), eq(ticketOrders.status, 'paid'), where));
  return counted?.n ?? 0;
}

const attendeeOf = ({ ticket, order }: AttendeeRow): Attendee => ({
  id: ticket.id,
  seat: ticket.seat,
  code: ticket.code,
  category: ticket.category,
  checkedInAt: ticket.checked_in_at?.toISOString() ?? null,
  order_id: order.order_id,
  nama_user: order.nama_user,
  no_telp: order.no_telp,
  jumlah_tiket: order.jumlah_tiket,
  device: ticket.checked_in_device,
  admissions: ticket.admissions,
});

/** The check-in list's CSV columns: one row per ticket, its seat of the order, its category and its place. */
const attendeeColumns: CsvColumn<CsvRow>[] = [
  { header: 'Nama', value: (r) => r.order.nama_user },
  { header: 'No. Telepon', value: (r) => r.order.no_telp },
  { header: 'Order ID', value: (r) => r.order.order_id },
  { header: 'Tiket', value: (r) => `${r.ticket.seat}/${r.order.jumlah_tiket}` },
  { header: 'Kategori', value: (r) => r.ticket.category },
  // general admission: empty
  {
    header: 'Kursi',
    value: (r) => (r.place ? seatingMessages.seatName(r.place.section, r.place.row, r.place.number) : ''),
  },
  { header: 'Kode Tiket', value: (r) => r.ticket.code },
  {
    header: 'Hadir (WIB)',
    value: (r) => (r.ticket.checked_in_at ? formatDateTime(r.ticket.checked_in_at.toISOString()) : ''),
  },
  { header: 'Perangkat', value: (r) => r.ticket.checked_in_device ?? '' },
  { header: 'Konflik', value: (r) => (r.ticket.admissions > 1 ? `${r.ticket.admissions}x masuk` : '') },
];

const guard = { preHandler: requireAccess('door') };

/** The show named by the route's id, with its counts, if the caller may open its door; 404 when there is none. */
async function showOf(db: Db, request: FastifyRequest) {
  const showId = parseId((request.params as { id: string }).id);
  await assertMayOpen(db, request, showId);
  const attendance = await attendanceOf(db, showId);
  if (!attendance) throw notFound();
  return attendance;
}

/** A show's check-in list: paged with its search and filter, and the same as CSV. */
function attendeeRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/tiket/:id/attendees', { ...guard, schema: { response: declared.attendees } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const show = await showOf(db, request);
    const params = parseListQuery(attendeesSource, request.query);
    const where = listWhere(attendeesSource, params);
    return runPage(
      attendeesSource,
      params,
      ticketsOfShow(db, show.id, where),
      () => countTicketsOfShow(db, show.id, where),
      (rows) => rows.map(attendeeOf),
    );
  });

  app.get('/tiket/:id/attendees.csv', { ...guard, schema: { response: declared.csv } }, async (request, reply) => {
    const show = await showOf(db, request);
    const params = parseListQuery(attendeesSource, request.query);
    return sendCsv(reply, {
      name: `daftar-hadir-${show.id}`,
      batch: async (before, limit) =>
        withPlaces(
          db,
          await ticketsOfShow(
            db,
            show.id,
            listWhere(attendeesSource, params),
            before ? lt(tickets.id, before) : undefined,
          )
            .orderBy(desc(tickets.id))
            .limit(limit),
        ),
      idOf: (row) => row.ticket.id,
      columns: attendeeColumns,
    });
  });
}

const CONFLICTS_PAGE = 100;

/** The door of a show: its count merged from every device, its conflicts, check-in list and scans. */
export async function doorRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get('/tiket/:id/attendance', { ...guard, schema: { response: declared.attendance } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const show = await showOf(db, request);
    const [conflicts, refused] = await Promise.all([conflictCountOf(db, show.id), refusedCountOf(db, show.id)]);
    return { data: { ...show, conflicts, refused } };
  });
  app.get('/tiket/:id/conflicts', { ...guard, schema: { response: declared.conflicts } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const show = await showOf(db, request);
    const page = Math.max(1, Number((request.query as { page?: string }).page ?? 1) || 1);
    return conflictsOf(db, show.id, page, CONFLICTS_PAGE);
  });
  attendeeRoutes(app);
  scanRoutes(app, showOf);
}
