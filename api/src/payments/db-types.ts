import type { Db } from '../db/client.js';

/** A transaction handle: queries inside it run on one connection, all or nothing. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it. */
export type DbOrTx = Db | Tx;
