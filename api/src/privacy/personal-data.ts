import type { TableDeclaration } from './declaration.js';
import { accountTables } from './tables/accounts.js';
import { audienceTables } from './tables/audience.js';
import { commerceTables } from './tables/commerce.js';
import { securityTables } from './tables/security.js';
import { siteTables } from './tables/site.js';

export { type ColumnDeclaration, holdsPersonalData, PLAIN, type TableDeclaration } from './declaration.js';

/**
 * Every table the site keeps, every column declared: personal (by kind) or plain. The content
 * tables (news, shows, …) are declared by their resource definitions and hold no member's data
 * (api/src/privacy/schema-check.ts). A table with a personal column, or one that refers to an
 * account, must also be in the export (export-sources.ts), the deletion routine (erasure.ts) and
 * the retention table; the schema test fails otherwise, and for any column not declared here.
 */
export const personalData: Record<string, TableDeclaration> = {
  ...accountTables,
  ...securityTables,
  ...commerceTables,
  ...siteTables,
  ...audienceTables,
};
