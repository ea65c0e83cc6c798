import type { MenuLink } from '@teater/contract';
import { menuLinks } from '../../lib/site-table';

export type NavLink = MenuLink;

/** The header's menus (contract/src/site), shared by the desktop bar and the mobile panel so both always match. */
export const bioLinks = menuLinks('bio');
export const moreLinks = menuLinks('more');
export const desktopDirectLinks = menuLinks('desktop');
export const mobileDirectLinks = menuLinks('mobile');

const settingsLinks = menuLinks('account');
/** The Settings dropdown of a logged-in visitor; Admin Dashboard only for admin roles. */
export const accountLinks = (isAdmin: boolean) => settingsLinks.filter((link) => isAdmin || link.guard !== 'admin');
