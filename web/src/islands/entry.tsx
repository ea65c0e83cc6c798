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

/**
 * Hydrates one marked part of the page alone, with the props the server wrote beside it; marks it
 * `data-hydrated` once it took over.
 */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name) || element.dataset.hydrating !== undefined) return;
  element.dataset.hydrating = '';
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
  element.dataset.hydrated = '';
}

/** How far below the screen an island starts loading: its script is there before it scrolls in. */
const NEAR = '200px 0px';

/**
 * Hydrates `visible` islands once they come near the screen (observed once the page's own islands
 * took over: those come first).
 */
function hydrateWhenVisible(elements: HTMLElement[]) {
  if (elements.length === 0) return;
  // An island's box is `display: contents` (no box of its own): its children are what is on screen.
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = islandOf.get(entry.target);
        if (!entry.isIntersecting || !element) continue;
        for (const child of element.children) observer.unobserve(child);
        void hydrateIsland(element);
      }
    },
    { rootMargin: NEAR },
  );
  for (const element of elements)
    for (const child of element.children) {
      islandOf.set(child, element);
      observer.observe(child);
    }
}

/** A touch or focus hydrates a waiting island at once, even before the page's own islands are done. */
function hydrateWhenTouched(elements: HTMLElement[]) {
  for (const element of elements)
    for (const type of ['focusin', 'pointerdown'] as const)
      element.addEventListener(type, () => void hydrateIsland(element), { once: true, capture: true });
}

/**
 * The islands entry (decision 023): public pages the server renders as islands load React DOM and
 * their islands' components, never the router, the query cache or the pages' own code. Links are
 * plain links; the next page arrives rendered by the server. Browser tests wait for
 * `<html data-app="ready">`, set here once every island hydrated with the page took over; an
 * island hydrated when visible says `data-hydrated` itself.
 */
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// Islands toast as the app does: a root of its own renders the toaster from the first toast on.
const toasts = document.body.appendChild(document.createElement('div'));
createRoot(toasts).render(<Toasts />);
const later = islands.filter((element) => element.dataset.hydrate === 'visible');
hydrateWhenTouched(later);
void Promise.all(islands.filter((element) => !later.includes(element)).map(hydrateIsland)).then(() => {
  document.documentElement.dataset.app = 'ready';
  hydrateWhenVisible(later);
});
