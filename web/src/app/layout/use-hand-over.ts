import { useEffect, useRef } from 'react';
import { handOver } from './menu-intent';

/** A ref for a real menu button: on mount it takes over what its plain stand-in received. */
export function useHandOver(menu: string | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menu && ref.current) handOver(menu, ref.current);
  }, [menu]);
  return ref;
}
