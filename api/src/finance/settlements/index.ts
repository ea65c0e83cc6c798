/**
 * What settlements show the others: nothing yet. The money reports read settlement_lines (fees,
 * payout dates) directly from finance/schema.ts.
 */
export { settlementsApi } from './api.js';
