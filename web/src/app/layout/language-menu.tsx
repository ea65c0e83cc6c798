import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { currentLocale, LANGUAGE_NAMES, LOCALES, languageMessages } from '@teater/contract';
import { useLocation } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { addressIn, chooseLanguage } from '../../lib/language-choice';
import { useSession } from '../../lib/session';
import { LanguageLabel, languageAriaLabel } from './menu-labels';
import { menuItemClass, menuPanelClass, panelStyle } from './menu-styles';
import { useHandOver } from './use-hand-over';

/**
 * The language button ("ID" or "EN"): a menu of the two languages, each a link to this page's
 * address in that language (a page load: the server renders the page in it). Following one keeps
 * the choice (cookie, and the member's preference).
 */
export function LanguageMenu({ className, menu }: { className: string; menu?: string }) {
  const ref = useHandOver(menu);
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const shown = currentLocale();
  return (
    <Menu>
      <MenuButton ref={ref} data-menu={menu} className={className} aria-label={languageAriaLabel()}>
        <LanguageLabel />
      </MenuButton>
      <MenuItems transition anchor="bottom end" className={menuPanelClass} style={panelStyle}>
        <MenuSection>
          <MenuHeading className="px-3 pt-1 pb-2 text-xs font-semibold uppercase tracking-wider text-stone-500">
            {languageMessages.heading}
          </MenuHeading>
          {LOCALES.map((locale) => (
            <MenuItem key={locale}>
              <a
                href={addressIn(locale, `${pathname}${search}`)}
                hrefLang={locale}
                lang={locale}
                className={`${menuItemClass} justify-between font-medium`}
                aria-current={locale === shown ? 'true' : undefined}
                onClick={() => chooseLanguage(locale, user?.id)}
              >
                {LANGUAGE_NAMES[locale]}
                {locale === shown && (
                  <CheckIcon width={16} height={16} className="text-brand-600" aria-label={languageMessages.current} />
                )}
              </a>
            </MenuItem>
          ))}
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}
