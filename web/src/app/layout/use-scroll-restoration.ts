import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

/**
 * A new page starts at its top; back and forward return to where the visitor was (what React
 * Router's ScrollRestoration does, which needs its data router).
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the position of the current entry while the visitor scrolls it.
  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  useLayoutEffect(() => {
    if (type === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type]);
}
