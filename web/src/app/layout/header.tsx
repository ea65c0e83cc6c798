import { MenuItem } from '@headlessui/react';
import { NavLink as RouterLink } from 'react-router';
import { UserIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { menuItemClass, NavDropdown, navButtonClass } from './nav-dropdown';
import { accountLinks, bioLinks, desktopDirectLinks, moreLinks } from './nav-links';
import { useLeave } from './use-leave';

const pillClass =
  'inline-flex items-center gap-1.5 rounded-full border border-white/30 px-3 py-1.5 text-sm font-semibold text-white transition-colors hover:border-gold-400 hover:text-gold-400 data-open:border-gold-400 data-open:text-gold-400';

/** The site header: logo, desktop menu, language, Login or Settings; the mobile panel below lg. */
export function Header() {
  const { isLoggedIn, isAdmin, isLoading } = useSession();
  const leave = useLeave();

  return (
    <header className="sticky top-0 z-40 border-b border-gold-400/30 bg-brand-700 shadow-lg shadow-brand-900/20">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />

        <nav aria-label="Menu utama" className="hidden items-center gap-1 lg:flex">
          <NavDropdown label="Bio" links={bioLinks} />
          {desktopDirectLinks.map((link) => (
            <RouterLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `${navButtonClass} ${isActive ? 'text-gold-400 underline decoration-2 underline-offset-8' : ''}`
              }
            >
              {link.label}
            </RouterLink>
          ))}
          <NavDropdown label="Lainnya" links={moreLinks} />
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          <LanguageMenu className={pillClass} />
          {isLoading ? (
            <span className="h-9 w-24" aria-hidden="true" />
          ) : isLoggedIn ? (
            <NavDropdown
              label={
                <>
                  <UserIcon width={16} height={16} />
                  Settings
                </>
              }
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
          ) : (
            <RouterLink
              to={paths.login}
              className="rounded-full bg-gold-400 px-5 py-2 text-sm font-bold text-brand-900 shadow transition-colors hover:bg-amber-300"
            >
              Login
            </RouterLink>
          )}
        </div>

        <MobileMenu />
      </div>
    </header>
  );
}
