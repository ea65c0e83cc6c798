/** What the finance capability (money reports, settlements, the books' exports) shows the others. */

export { movementsOf, RECEIVED, REVENUE } from './reports/movements.js';
export { revenueOf } from './reports/sales-report.js';
