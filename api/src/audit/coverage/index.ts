import { accountScenarios } from './accounts.js';
import { albumScenarios } from './albums.js';
import { audienceScenarios } from './audience.js';
import { boxOfficeScenarios } from './box-office.js';
import { donationScenarios } from './donations.js';
import { doorScenarios } from './door.js';
import { doorSaleScenarios } from './door-sales.js';
import { financeScenarios } from './finance.js';
import { privacyScenarios } from './privacy.js';
import { renewalScenarios } from './renewals.js';
import { resourceScenarios } from './resources.js';
import { seatingScenarios } from './seating.js';
import { securityScenarios } from './security.js';
import { settlementScenarios } from './settlements.js';
import type { WriteScenarios } from './types.js';
import { waitlistScenarios } from './waitlists.js';

/**
 * Every write route's scenario, by operation. A new write route adds its scenario in a file of
 * this folder (by area) listed here; the coverage test fails until it does.
 */
export const writeScenarios = (): WriteScenarios => ({
  ...resourceScenarios(),
  ...albumScenarios(),
  ...accountScenarios,
  ...boxOfficeScenarios,
  ...doorScenarios,
  ...doorSaleScenarios,
  ...securityScenarios,
  ...privacyScenarios,
  ...waitlistScenarios,
  ...seatingScenarios,
  ...audienceScenarios,
  ...renewalScenarios,
  ...donationScenarios,
  ...settlementScenarios,
  ...financeScenarios,
});
