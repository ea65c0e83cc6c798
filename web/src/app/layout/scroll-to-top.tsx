import { SCROLL_TOP_THRESHOLD } from '@teater/contract';
import { useEffect, useState } from 'react';
import { coversControl } from './scroll-top-spot';
import { useLayoutKit, wakeLayoutKit } from './use-layout-kit';

/**
 * A button back to the top, shown once the page is scrolled past the spec's 300 px, and hidden
 * while a button or field lies under its corner (on a phone it would cover 'Bayar').
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const kit = useLayoutKit();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD && !coversControl());
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  // Its transition comes with the layout kit, fetched the first time the button is needed.
  useEffect(() => {
    if (visible) wakeLayoutKit();
  }, [visible]);

  return kit ? <kit.ScrollTopButton show={visible} /> : null;
}
