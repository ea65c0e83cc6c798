import { layoutMessages } from '@teater/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';
import { useLayoutKit, wakeLayoutKit } from './use-layout-kit';

/**
 * The phone menu's button; its panel (mobile-panel.tsx) comes with the layout kit, fetched when
 * the visitor first reaches for the header.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const kit = useLayoutKit();
  // The panel first mounts closed, so a press made before the kit arrived still slides it in.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(Boolean(kit)), [kit]);

  // Links close the panel themselves; this covers the browser's back and forward buttons.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          wakeLayoutKit();
          setOpen(true);
        }}
        className="rounded-md p-2 text-white hover:bg-white/10 lg:hidden"
        aria-label={layoutMessages.openMenu}
        aria-expanded={open}
      >
        <MenuIcon width={26} height={26} />
      </button>
      {kit && <kit.MobilePanel open={open && mounted} onClose={() => setOpen(false)} />}
    </>
  );
}
