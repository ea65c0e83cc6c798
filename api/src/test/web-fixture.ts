import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A minimal built web app (index.html with the same placeholders as web/index.html), so tests of
 * the HTML the server renders need no Vite build.
 */
export function webDistFixture(): { dir: string; remove(): void } {
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
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
