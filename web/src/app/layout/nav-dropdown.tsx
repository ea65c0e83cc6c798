import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { menuItemClass, menuPanelClass, navButtonClass, panelStyle } from './menu-styles';
import type { NavLink } from './nav-links';
import { useHandOver } from './use-hand-over';

interface NavDropdownProps {
  /** the stand-in it replaces (menu-stand-in.tsx) */
  menu?: string;
  label: ReactNode;
  links: NavLink[];
  /** extra items after the links (e.g. Log Out); they must be MenuItem elements */
  children?: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

/** A header dropdown (Headless UI Menu): keyboard navigation, closes on choice or Escape. */
export function NavDropdown({
  menu,
  label,
  links,
  children,
  align = 'start',
  buttonClassName = navButtonClass,
}: NavDropdownProps) {
  const ref = useHandOver(menu);
  return (
    <Menu>
      <MenuButton ref={ref} data-menu={menu} className={`group ${buttonClassName}`}>
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
