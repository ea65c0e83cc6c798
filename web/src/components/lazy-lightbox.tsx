import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { dialogLoader } from './dialog-loader';
import type { Lightbox } from './lightbox';

const LoadedLightbox = lazy(dialogLoader(() => import('./lightbox').then((m) => ({ default: m.Lightbox }))));

/**
 * The Lightbox, its module (Headless UI) loaded when it first opens: a page served as islands does
 * not load it first. Mounted from then on, so it can fade out when closed.
 */
export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <LoadedLightbox {...props} />
    </Suspense>
  ) : null;
}
