import { adminNavOf, buildPaths, type MenuName, menuLinksOf, type Paths } from '@teater/contract';
import { SITE_NAME } from './site';
import { menuEntries, siteRoutes } from './site-data';

/**
 * The URL table (contract/src/site), as the build hands it to the browser: every route, the links
 * to them and the menus. Links come from here, never from a string written in a page.
 */
export { siteRoutes };

/** `paths.login`, `paths.news.detail(3)`, `paths.about(SITE_NAME)`. */
export const paths = buildPaths(siteRoutes) as Paths;

/** The links of one of the site's menus, in order. */
export const menuLinks = (menu: MenuName) => menuLinksOf(menuEntries, menu, SITE_NAME);

/** The admin side navigation, by group. */
export const adminNav = () => adminNavOf(menuEntries, SITE_NAME);
