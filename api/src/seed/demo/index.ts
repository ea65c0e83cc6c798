import { contentSeeder } from './content.js';
import type { Seeder } from './seeder.js';

/** Add a slice's seeder here; order matters only where one refers to another's rows. */
export const seeders: Seeder[] = [contentSeeder];
