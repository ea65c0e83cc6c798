import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();
type Prepared = ReturnType<DbOrTx['_']['session']['prepareQuery']>;

/**
 * A raw statement built once, with `sql.placeholder(...)` for what changes per call, and prepared
 * once per database handle under `name`: on a PostgreSQL server each connection parses and plans
 * it once instead of per call (for the ticket order statement that was about a third of its
 * server time). For the hot paths of an order rush; the rows come back as the database names them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const byDb = new WeakMap<DbOrTx, Prepared>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(query, undefined, name, false);
      byDb.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
