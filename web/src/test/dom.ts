/**
 * The DOM for component tests (`*.test.tsx`, run by node:test): happy-dom's window on the globals,
 * React as a global, and each test's render unmounted after it. Import it FIRST in a component
 * test: @testing-library/dom reads `document` when it loads.
 *
 * happy-dom rather than jsdom: one package that registers itself on Node's globals (jsdom needs a
 * second one to do that), and it starts in a fraction of jsdom's time, which every file pays.
 */
import { afterEach } from 'node:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import * as React from 'react';

GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
// The test runner compiles .tsx with the classic JSX transform (tsx finds no tsconfig at the
// root to read the web's automatic runtime from): components and tests find React as a global.
Object.assign(globalThis, { React, IS_REACT_ACT_ENVIRONMENT: true });

const { cleanup } = await import('@testing-library/react');
const ownFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = ownFetch;
});
