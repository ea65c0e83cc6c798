/**
 * The interactive parts of the layout (Headless UI menus, the phone panel, the scroll-to-top
 * transition), in one chunk that loads on the visitor's first intent to use them, so public pages
 * do not pay for Headless UI, floating-ui and react-aria on first load.
 */
export { LanguageMenu } from './language-menu';
export { MobilePanel } from './mobile-panel';
export { NavDropdown } from './nav-dropdown';
export { ScrollTopButton } from './scroll-top-button';
export { SettingsMenu } from './settings-menu';
