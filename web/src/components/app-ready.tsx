import { useEffect } from 'react';

/**
 * Marks the page as taken over by the app, once the page itself (not only the layout around it)
 * is hydrated or rendered: browser tests wait for `<html data-app="ready">` before they click.
 * Rendered inside each layout's Suspense, beside the page.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
