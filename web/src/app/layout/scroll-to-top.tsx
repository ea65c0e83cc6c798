import { SCROLL_TOP_THRESHOLD } from '@teater/contract';
import { useEffect, useState } from 'react';
import { useLayoutKit, wakeLayoutKit } from './use-layout-kit';

/** A button back to the top, shown once the page is scrolled past the spec's 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const kit = useLayoutKit();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Its transition comes with the layout kit, fetched the first time the button is needed.
  useEffect(() => {
    if (visible) wakeLayoutKit();
  }, [visible]);

  return kit ? <kit.ScrollTopButton show={visible} /> : null;
}
