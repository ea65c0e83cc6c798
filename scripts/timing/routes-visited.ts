// Every route of the URL table is opened by at least one browser test: the addresses the browser
// tests' pages showed (TEST_VISITS_FILE, web/src/test/visits.ts) matched against the table's
// patterns, in either language. Lists the routes none opened and fails when there is one.
import { readFileSync } from 'node:fs';
import { idQueryOf, routePath, withSite } from '@teater/contract';
import { siteRoutes } from '@teater/contract/site';
import { SITE_NAME } from '../../web/src/lib/site';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern as a test of a visited address (`/news/:id`, `/scripts/setiapscript?id=:id`). */
function matcherOf(pattern: string) {
  const path = withSite(routePath(pattern), SITE_NAME, true);
  const regex = new RegExp(`^${escapeRegex(path).replace(/:\w+/g, '[^/]+')}/?$`);
  const idQuery = idQueryOf(pattern);
  return (url: URL) => {
    const pathname = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    return regex.test(pathname) && (!idQuery || url.searchParams.has(idQuery));
  };
}

const visited = [
  ...new Set(
    readFileSync(process.argv[2] ?? '', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('http')),
  ),
].map((line) => new URL(line));

const missing = siteRoutes.filter((route) => !visited.some(matcherOf(route.path)));
console.log(
  `  ${siteRoutes.length - missing.length} of ${siteRoutes.length} routes of the URL table opened by a browser test`,
);
if (missing.length > 0) {
  console.log(`  never opened: ${missing.map((route) => `${route.path} (${route.key})`).join(', ')}`);
  process.exit(1);
}
