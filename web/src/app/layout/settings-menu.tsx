import { MenuItem } from '@headlessui/react';
import { useLogout, useSession } from '../../lib/session';
import { settingsLabel } from './menu-labels';
import { menuItemClass, pillClass } from './menu-styles';
import { NavDropdown } from './nav-dropdown';
import { accountLinks } from './nav-links';

/** The Settings dropdown of a logged-in visitor: account pages, then Log Out. */
export function SettingsMenu({ menu }: { menu?: string }) {
  const { isAdmin } = useSession();
  const leave = useLogout();
  return (
    <NavDropdown
      menu={menu}
      label={settingsLabel}
      links={accountLinks(isAdmin)}
      align="end"
      buttonClassName={pillClass}
    >
      <div className="my-1 border-t border-stone-200" />
      <MenuItem>
        <button type="button" onClick={leave} className={`${menuItemClass} font-medium text-brand-700`}>
          Log Out
        </button>
      </MenuItem>
    </NavDropdown>
  );
}
