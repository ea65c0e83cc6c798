import { accountSchema, accountsBody, dataAnswer, financeMessages as m, type ReportQuery } from '@teater/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../../accounts/index.js';
import { answers, rawAnswer, refusalsOf } from '../../core/answers.js';
import { audit } from '../../core/audit/record.js';
import { sendCsvRows } from '../../core/csv-export.js';
import { parseOrThrow } from '../../core/http-error.js';
import { periodName, reportQueryOf } from '../reports/routes.js';
import { scopeOf } from '../reports/sales-report.js';
import { accountList, accountMap, saveAccounts } from './accounts.js';
import { entryOf } from './entries.js';
import { streamMovements } from './movement-stream.js';

const refusals = [...refusalsOf('admin'), 400, 404] as const;
const accountsAnswer = answers({ 200: dataAnswer(z.array(accountSchema)) }, refusalsOf('admin'));
const csvAnswer = (what: string) => answers({ 200: rawAnswer('text/csv', what) }, refusals);

/**
 * The journal's columns, one line per debit or credit. Both programs map a file's columns on import
 * (Jurnal.id: Daftar Jurnal > Impor Jurnal Umum; Accurate Online: Jurnal Umum > Impor Data, with
 * its field mapping step):
 * - Tanggal (dd/mm/yyyy): Jurnal.id's Transaction Date, Accurate's Tanggal;
 * - No Transaksi: Jurnal.id's Transaction No, Accurate's No Bukti (the lines of one entry share it);
 * - Kode Akun / Nama Akun: Jurnal.id's Account Code (its name for reading), Accurate's No Akun;
 * - Keterangan: the memo (Description / Keterangan);
 * - Debit / Kredit: whole rupiah, one of them 0 (Debit / Credit, Debit / Kredit);
 * - Referensi: the payment's order id, to find it again (Jurnal.id's Tags / Accurate's Catatan).
 */
const JOURNAL_HEADERS = [
  'Tanggal',
  'No Transaksi',
  'Kode Akun',
  'Nama Akun',
  'Keterangan',
  'Debit',
  'Kredit',
  'Referensi',
];
const MOVEMENT_HEADERS = () => [
  m.day,
  'Waktu (WIB)',
  'Pergerakan',
  'Order ID',
  m.kind,
  m.channel,
  m.method,
  'Jumlah',
  m.tax,
  m.vouchers,
  'ID Pertunjukan',
  'ID Kampanye',
];

const dmy = (day: string) => day.split('-').reverse().join('/');

/** The export is recorded before its first byte: who took the books of which period. */
const recordExport = (app: FastifyInstance, request: FastifyRequest, resource: string, q: ReportQuery) =>
  audit(app.db, request, { resource, action: 'export', summary: periodName(q) });

const admin = { preHandler: requireAccess('admin') };

/** Admins: the account mapping the journal uses, read and set once. */
export async function accountRoutes(app: FastifyInstance) {
  app.get('/finance/accounts', { ...admin, schema: { response: accountsAnswer } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: accountList(await accountMap(app.db)) };
  });

  app.put('/finance/accounts', { ...admin, schema: { response: accountsAnswer } }, async (request) => {
    const body = parseOrThrow(accountsBody, request.body);
    await app.db.transaction(async (tx) => {
      const before = await accountMap(tx);
      await saveAccounts(tx, body.accounts);
      const after = await accountMap(tx);
      await audit(tx, request, { resource: 'finance_accounts', action: 'update', before, after, summary: m.accounts });
    });
    return { data: accountList(await accountMap(app.db)) };
  });
}

/** Admins: the books' exports, journal and movements, streamed and audited. */
export async function journalRoutes(app: FastifyInstance) {
  app.get(
    '/finance/journal.csv',
    { ...admin, schema: { response: csvAnswer('Jurnal pembukuan') } },
    async (request, reply) => {
      const q = await reportQueryOf(app, request);
      const accounts = await accountMap(app.db);
      await recordExport(app, request, 'finance_journal', q);
      const movements = streamMovements(app.db, scopeOf(q));
      async function* lines() {
        for await (const movement of movements) {
          const memo = `${m.movements[movement.movement]} ${m.kinds[movement.kind]} ${movement.order_id}`;
          const number = `${movement.movement.toUpperCase()}-${movement.payment_id}`;
          for (const line of entryOf(movement)) {
            const account = accounts[line.role];
            yield [
              dmy(movement.day),
              number,
              account.code,
              account.name,
              memo,
              line.debit,
              line.credit,
              movement.order_id,
            ];
          }
        }
      }
      return sendCsvRows(reply, `jurnal-${periodName(q)}`, JOURNAL_HEADERS, lines());
    },
  );

  app.get(
    '/finance/movements.csv',
    { ...admin, schema: { response: csvAnswer('Setiap pergerakan uang') } },
    async (request, reply) => {
      const q = await reportQueryOf(app, request);
      await recordExport(app, request, 'finance_movements', q);
      const movements = streamMovements(app.db, scopeOf(q));
      async function* lines() {
        for await (const x of movements) {
          yield [
            x.day,
            x.at,
            m.movements[x.movement],
            x.order_id,
            m.kinds[x.kind],
            m.channels[x.channel as 'web'] ?? x.channel,
            m.methods[x.method as 'cash'] ?? x.method,
            x.amount,
            x.tax,
            x.discount,
            x.show_id,
            x.campaign_id,
          ];
        }
      }
      return sendCsvRows(reply, `pergerakan-uang-${periodName(q)}`, MOVEMENT_HEADERS(), lines());
    },
  );
}
