import '../lib/locale';
import { type ComponentType, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts';
import { isIslandName } from './names';
import { islandLoaders } from './registry';

/** Renders nothing; tells when its island has been hydrated (its effects run after the commit). */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, []);
  return null;
}

/** Hydrates one marked part of the page alone, with the props the server wrote beside it. */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  const Component: ComponentType<object> = await islandLoaders[name]();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  await new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser between parts (a phone keeps scrolling).
    startTransition(() => {
      hydrateRoot(
        element,
        <>
          <Component {...props} />
          <Hydrated onDone={resolve} />
        </>,
      );
    });
  });
}

/**
 * The islands entry (decision 023): public pages the server renders as islands load React DOM and
 * their islands' components, never the router, the query cache or the pages' own code. Links are
 * plain links; the next page arrives rendered by the server. Browser tests wait for
 * `<html data-app="ready">`, set here once every island took over.
 */
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// Islands toast as the app does: a root of its own renders the toaster from the first toast on.
const toasts = document.body.appendChild(document.createElement('div'));
createRoot(toasts).render(<Toasts />);
void Promise.all(islands.map(hydrateIsland)).then(() => {
  document.documentElement.dataset.app = 'ready';
});
