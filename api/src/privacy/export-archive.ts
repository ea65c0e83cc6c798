import { Readable } from 'node:stream';
import { type Locale, translateText, wibDayStamp } from '@teater/contract';
import { sql } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import { csvText } from '../core/csv.js';
import type { DbOrTx } from '../core/db/client.js';
import { withLocale } from '../core/locale.js';
import { type ExportSource, exportSources, type Member } from './export-sources.js';
import { exportTexts } from './export-texts.js';
import { personalData } from './personal-data.js';

const BATCH = 500;
type Row = Record<string, unknown>;

/** Secrets (hashes of passwords and tokens) never leave the server, not even to their owner. */
const secretsOf = (source: ExportSource) =>
  new Set(source.tables.flatMap((table) => personalData[table]?.secret ?? []));

/** A timestamptz as PostgreSQL writes it in text (PGlite answers raw queries so): `2026-11-25 14:51:47.79+00`. */
const PG_TIME = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/;

/** A value as the archive writes it: every time as ISO 8601 in UTC, whichever driver read it. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  const time = typeof value === 'string' ? PG_TIME.exec(value) : null;
  if (!time) return value;
  return new Date(`${time[1]}T${time[2]}${time[3]}:${time[4] ?? '00'}`).toISOString();
}

/** A page of a source's rows, with the columns the query answers (known when there is no row too). */
interface Page {
  rows: Row[];
  columns: string[];
}

/**
 * The member's rows of one source, page after page by id (never all at once); the first page
 * comes even when empty, with the columns: an empty CSV still has its header row.
 */
async function* rowsOf(db: DbOrTx, source: ExportSource, member: Member): AsyncGenerator<Page> {
  const secrets = secretsOf(source);
  const clean = (row: Row) =>
    Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (secrets.has(k) ? [] : [[k, plain(v)]])));
  let after = 0;
  for (let first = true; ; first = false) {
    const page = source.single
      ? sql`SELECT * FROM (${source.select(member)}) s LIMIT ${BATCH}`
      : sql`SELECT * FROM (${source.select(member)}) s WHERE s.id > ${after} ORDER BY s.id LIMIT ${BATCH}`;
    // both drivers (node-postgres, PGlite) answer the result's fields, rows or none
    const result = (await db.execute(page)) as unknown as { rows: Row[]; fields?: { name: string }[] };
    const columns = (result.fields ?? []).map((field) => field.name).filter((name) => !secrets.has(name));
    if (first || result.rows.length) yield { rows: result.rows.map(clean), columns };
    if (source.single || result.rows.length < BATCH) return;
    after = Number(result.rows.at(-1)?.id);
  }
}

/** A table cell: objects (a mail's data, an audit entry's fields) as JSON, nothing as empty, numbers as numbers. */
const cellOf = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'number'
        ? value
        : String(value);

/** The texts of `<name>.json`: an array, written row by row. */
async function* jsonOf(pages: AsyncGenerator<Page>) {
  let first = true;
  yield '[';
  for await (const page of pages) {
    for (const row of page.rows) {
      yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

/** The texts of `<name>.csv`: UTF-8 with a BOM (spreadsheets read Indonesian names right), a header row. */
async function* csvOf(pages: AsyncGenerator<Page>) {
  let columns: string[] | undefined;
  yield '\uFEFF';
  for await (const page of pages) {
    const header = !columns;
    columns ??= page.columns.length ? page.columns : Object.keys(page.rows[0] ?? {});
    const keys = columns;
    yield csvText(
      page.rows.map((row) => keys.map((key) => cellOf(row[key]))),
      header ? { header: true, columns: keys } : {},
    );
  }
}

/** The archive's README in the current language: what it is, whose, and what each file holds. */
const readme = (member: Member, at: Date, noticeVersion: string) =>
  [
    exportTexts.title,
    exportTexts.account(member.id, member.email, at.toISOString(), noticeVersion),
    '',
    exportTexts.formats,
    exportTexts.units,
    '',
    ...exportSources.map((source) => `${source.name}: ${translateText(source.label)}`),
    '',
  ].join('\r\n');

/** The archive's file name and its README in `locale` (the account holder's language). */
export function archiveWords(member: Member, noticeVersion: string, locale: Locale, at = new Date()) {
  return withLocale(locale, () => ({
    fileName: exportTexts.archiveName(member.id, wibDayStamp(at)),
    readme: { name: exportTexts.readmeName, text: readme(member, at, noticeVersion) },
  }));
}

/**
 * "Data saya" as a ZIP archive, streamed while it is made: a README, then each source's JSON and
 * CSV, each read from the database in pages as the client takes the bytes.
 */
export function exportArchive(db: DbOrTx, member: Member, readmeFile: { name: string; text: string }): Readable {
  const encoder = new TextEncoder();
  async function* chunks() {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else out.push(chunk);
    });
    const file = async function* (name: string, texts: AsyncIterable<string> | Iterable<string>) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const text of texts) {
        entry.push(encoder.encode(text));
        if (failure) throw failure;
        yield* out.splice(0);
      }
      entry.push(new Uint8Array(0), true);
      yield* out.splice(0);
    };
    yield* file(readmeFile.name, [readmeFile.text]);
    for (const source of exportSources) {
      yield* file(`${source.name}.json`, jsonOf(rowsOf(db, source, member)));
      yield* file(`${source.name}.csv`, csvOf(rowsOf(db, source, member)));
    }
    zip.end();
    if (failure) throw failure;
    yield* out.splice(0);
  }
  return Readable.from(chunks(), { objectMode: false });
}
