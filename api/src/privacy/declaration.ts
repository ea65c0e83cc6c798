import type { PersonalKind } from '@teater/contract';
import type { RetentionKind } from './retention.js';

/** A column that is not personal data (ids, amounts, statuses, times of the site's own). */
export const PLAIN = 'plain';
export type ColumnDeclaration = PersonalKind | typeof PLAIN;

export interface TableDeclaration {
  /** every column of the table, by its name in the database */
  columns: Record<string, ColumnDeclaration>;
  /** how long its rows are kept: a kind of the retention table (retention.ts); absent: not personal */
  retention?: RetentionKind;
  /** kept out of the member's export (secrets: hashes of passwords and tokens) */
  secret?: readonly string[];
}

/** Whether a declared table holds personal data (a personal column). */
export const holdsPersonalData = (declaration: TableDeclaration) =>
  Object.values(declaration.columns).some((kind) => kind !== PLAIN);
