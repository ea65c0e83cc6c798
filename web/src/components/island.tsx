import type { ComponentType } from 'react';
import type { IslandName } from '../islands/names';

/**
 * When an island takes over: with the page (`load`), or once it comes near the screen or is
 * touched (`visible`: a form further down a page; its script is not part of the first load, and
 * its submit button stays disabled until then, so nothing is sent half-ready).
 */
export type IslandHydration = 'load' | 'visible';

/**
 * A part of a server-rendered page that reacts to the visitor (decision 023). Pages the server
 * renders as islands are not hydrated as a whole: the islands entry (web/src/islands/entry.tsx)
 * hydrates each marked part alone, with the props written beside it, and the rest of the page stays
 * the server's HTML. Everywhere else (pages the browser renders, the server's render) it is just
 * the component inside a box-less marker. Props must be plain data: they travel as JSON.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  { when = 'load' }: { when?: IslandHydration } = {},
): ComponentType<P> {
  function Island(props: P) {
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydrate={when === 'visible' ? 'visible' : undefined}
        style={{ display: 'contents' }}
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
