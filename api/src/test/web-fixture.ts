import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { buildTestApp, type TestApp } from './app.js';

/** The fixture's inline boot script (the real one is web/src/boot.ts, inlined at build). */
export const FIXTURE_BOOT = "import('/assets/index-abc123.js');";

/**
 * A minimal built web app (index.html with the same placeholders as web/index.html), so tests of
 * the HTML the server renders need no Vite build. `serverEntry` is the source of a server
 * rendering bundle (server/entry-server.js), for tests of what the server does with its output.
 */
export function webDistFixture(options: { serverEntry?: string } = {}): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teater-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="id">
  <head>
    <meta name="site-name" content="%SITE_NAME%" />
    <meta name="description" content="%SITE_DESCRIPTION%" />
    <title>%SITE_NAME%</title>
    <!--head-->
    <script type="module">${FIXTURE_BOOT}</script>
  </head>
  <body>
    <div id="root"><p>shell</p><!--/app-shell--></div>
  </body>
</html>
`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  if (options.serverEntry) {
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), options.serverEntry);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// A live binding: set by useWebApp's before(), read by the tests that import it.
export let webApp: TestApp;

/**
 * One app for the test file that calls it, serving a built web app's fixture (with `serverEntry`,
 * a stand-in server bundle) as https://teater.example, or with `env` in place of that address.
 */
export function useWebApp({
  serverEntry,
  env = { PUBLIC_URL: 'https://teater.example' },
}: {
  serverEntry?: string;
  env?: Record<string, string>;
} = {}) {
  const web = webDistFixture({ serverEntry });
  before(async () => {
    webApp = await buildTestApp({ WEB_DIST: web.dir, ...env });
  });
  after(async () => {
    await webApp.close();
    web.remove();
  });
}
