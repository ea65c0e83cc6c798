import { Readable } from 'node:stream';
import { wibDayStamp } from '@teater/contract';
import type { FastifyReply } from 'fastify';
import { csvWriter } from './csv.js';

const BATCH = 1000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

export interface CsvExport<Row> {
  /** the file's name without date and extension, e.g. `pembayaran` */
  name: string;
  columns: CsvColumn<Row>[];
  /** the next batch: rows older than `beforeId` (newest first), at most `limit` */
  batch: (beforeId: number | undefined, limit: number) => PromiseLike<Row[]>;
  idOf: (row: Row) => number;
}

/** Reads the rows batch after batch by id (an index walk, however far down), never all at once. */
async function* records<Row>(source: CsvExport<Row>) {
  let before: number | undefined;
  for (;;) {
    const rows = await source.batch(before, BATCH);
    for (const row of rows) yield source.columns.map((column) => column.value(row) ?? '');
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    before = source.idOf(last);
  }
}

/**
 * Streams a CSV download: UTF-8 with a BOM (spreadsheet programs then read Indonesian names
 * right), headers in Indonesian, rows fetched in batches while the client reads, so memory stays
 * flat whatever the table's size.
 */
export function sendCsv<Row>(reply: FastifyReply, source: CsvExport<Row>) {
  return sendCsvRows(
    reply,
    source.name,
    source.columns.map((column) => column.header),
    records(source),
  );
}

/**
 * The same for rows a caller produces itself (`rows` yields each line's values, in `headers`'
 * order): a source read in other batches than by id (the books' exports read one period at a time).
 */
export function sendCsvRows(
  reply: FastifyReply,
  name: string,
  headers: string[],
  rows: AsyncIterable<(string | number | null | undefined)[]>,
) {
  const stream = Readable.from(rows);
  const csv = csvWriter({
    bom: true,
    header: true,
    columns: headers.map((header, i) => ({ key: String(i), header })),
  });
  stream.on('error', (error) => csv.destroy(error));
  reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}-${wibDayStamp()}.csv"`);
  return reply.send(stream.pipe(csv));
}
