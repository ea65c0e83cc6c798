/** What the audit capability shows the others: everything else in api/src/audit is its own. */
export { writeScenarios } from './coverage/index.js';
export type { CoverageContext, WriteScenario } from './coverage/types.js';
