import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import type { NavLink } from './nav-links';

/**
 * The spec's menu timing: 200 ms in, 150 ms out. The panel itself takes focus when it opens; the
 * focused item is highlighted instead (the site-wide focus outline is unlayered CSS, so `panelStyle`
 * removes it inline).
 */
export const panelStyle = { outline: 'none' } as const;

export const menuPanelClass =
  'z-50 min-w-56 origin-top rounded-xl bg-white p-2 text-stone-800 shadow-xl ring-1 ring-black/5 [--anchor-gap:10px] focus:outline-none ' +
  'transition duration-200 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-150 data-leave:ease-in';

export const menuItemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm data-focus:bg-brand-50 data-focus:text-brand-700';

export const navButtonClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-100 transition-colors hover:text-gold-400 data-open:text-gold-400';

interface NavDropdownProps {
  label: ReactNode;
  links: NavLink[];
  /** extra items after the links (e.g. Log Out); they must be MenuItem elements */
  children?: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

/** A header dropdown (Headless UI Menu): keyboard navigation, closes on choice or Escape. */
export function NavDropdown({
  label,
  links,
  children,
  align = 'start',
  buttonClassName = navButtonClass,
}: NavDropdownProps) {
  return (
    <Menu>
      <MenuButton className={`group ${buttonClassName}`}>
        {label}
        <ChevronDownIcon width={16} height={16} className="transition-transform group-data-open:rotate-180" />
      </MenuButton>
      <MenuItems transition anchor={`bottom ${align}`} className={menuPanelClass} style={panelStyle}>
        {links.map((link) => (
          <MenuItem key={link.to}>
            <Link to={link.to} className={`${menuItemClass} flex-col items-start gap-0`}>
              <span className="font-medium">{link.label}</span>
              {link.hint && <span className="text-xs text-stone-500">{link.hint}</span>}
            </Link>
          </MenuItem>
        ))}
        {children}
      </MenuItems>
    </Menu>
  );
}
