import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { CheckIcon } from '../../components/icons';
import { languageAriaLabel, languageLabel } from './menu-labels';
import { menuItemClass, menuPanelClass, panelStyle } from './menu-styles';
import { useHandOver } from './use-hand-over';

/**
 * The ID button. The site is published in Indonesian only, so instead of a button that does
 * nothing it opens a small menu that says which language is shown.
 */
export function LanguageMenu({ className, menu }: { className: string; menu?: string }) {
  const ref = useHandOver(menu);
  return (
    <Menu>
      <MenuButton ref={ref} data-menu={menu} className={className} aria-label={languageAriaLabel}>
        {languageLabel}
      </MenuButton>
      <MenuItems transition anchor="bottom end" className={menuPanelClass} style={panelStyle}>
        <MenuSection>
          <MenuHeading className="px-3 pt-1 pb-2 text-xs font-semibold uppercase tracking-wider text-stone-500">
            Bahasa
          </MenuHeading>
          <MenuItem>
            <button type="button" className={`${menuItemClass} justify-between font-medium`} aria-current="true">
              Bahasa Indonesia
              <CheckIcon width={16} height={16} className="text-brand-600" />
            </button>
          </MenuItem>
          <p className="px-3 pt-2 pb-1 text-xs text-stone-500">Situs ini tersedia dalam Bahasa Indonesia.</p>
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}
