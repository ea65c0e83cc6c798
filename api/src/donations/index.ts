/** What the donations capability shows the others: everything else in api/src/donations is its own. */

export { campaignExtras } from './campaigns.js';
