import { catalogueSeeder } from './catalogue.js';
import { contentSeeder } from './content.js';
import { exclusiveSeeder } from './exclusive.js';
import { landingSeeder } from './landing.js';
import type { Seeder } from './seeder.js';
import { ticketSeeder } from './tickets.js';

/** Add a slice's seeder here; order matters only where one refers to another's rows. */
export const seeders: Seeder[] = [contentSeeder, exclusiveSeeder, catalogueSeeder, landingSeeder, ticketSeeder];
