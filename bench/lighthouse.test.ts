import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { firstLoadJsKb } from './lighthouse.js';

test('first-load JS counts the built scripts the page loaded and its inline scripts, in gzip', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-js-'));
  try {
    fs.mkdirSync(path.join(dist, 'assets'));
    const app = 'export const app = "x".repeat(100);\n'.repeat(50);
    fs.writeFileSync(path.join(dist, 'assets', 'main-AbCd1234.js'), app);
    const boot = 'import("/assets/main-AbCd1234.js");';
    const html = `<script type="module">${boot}</script><script type="application/json" id="initial-data">{"a":1}</script>`;
    const items = [
      { url: 'http://site/assets/main-AbCd1234.js', resourceType: 'Script' },
      { url: 'http://site/assets/style.css', resourceType: 'Stylesheet' },
      { url: 'http://other.example/tracker.js', resourceType: 'Script' },
    ];
    const { kb, largest } = firstLoadJsKb(items, dist, html);
    assert.equal(kb * 1024, gzipSync(app).length + gzipSync(boot).length);
    assert.match(largest, /^main \d+, inline \d+$/);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
