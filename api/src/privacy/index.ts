/** What the privacy capability shows the others: everything else in api/src/privacy is its own. */

export { BREACH_USAGE, BreachCommandError, breachCommand } from './breach-command.js';
export { enforceRetention } from './retention-sweeps.js';
