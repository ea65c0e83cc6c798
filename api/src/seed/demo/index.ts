import { campaignSeeder } from './campaigns.js';
import { catalogueSeeders } from './catalogue.js';
import { contentSeeders } from './content.js';
import { exclusiveSeeders } from './exclusive.js';
import { landingSeeders } from './landing.js';
import type { Seeder } from './seeder.js';
import { ticketSeeder } from './tickets.js';

/**
 * Every resource's demo rows: one seeder per resource, kept with the others of its area. Add a
 * resource's seeder to its area's list; order matters only where one refers to another's rows
 * (the landing's featured members point at the members).
 */
export const seeders: Seeder[] = [
  ...contentSeeders,
  ...exclusiveSeeders,
  ...catalogueSeeders,
  ...landingSeeders,
  ticketSeeder,
  campaignSeeder,
];
