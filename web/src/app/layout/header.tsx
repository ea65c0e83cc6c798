import { layoutMessages } from '@teater/contract';
import { useRef } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { useLoginHref } from '../../lib/login-return';
import { useSession } from '../../lib/session';
import { Logo } from './logo';
import { LanguageLabel, languageAriaLabel, settingsLabel } from './menu-labels';
import { MenuStandIn } from './menu-stand-in';
import { navButtonClass, pillClass } from './menu-styles';
import { MobileMenu } from './mobile-menu';
import { bioLinks, desktopDirectLinks, moreLinks } from './nav-links';
import { useLayoutKit, useWakeOn } from './use-layout-kit';

/**
 * The site header: logo, desktop menu, language, Login or Settings; the mobile panel below lg.
 * The menus are plain buttons until the visitor points at, touches or tabs into the header; then
 * the Headless UI menus (the layout kit) load and take their place.
 */
export function Header() {
  const { isLoggedIn, isLoading } = useSession();
  const kit = useLayoutKit();
  const header = useRef<HTMLElement>(null);
  const loginHref = useLoginHref();
  useWakeOn(header);

  return (
    <header
      className="sticky top-0 z-40 border-b border-gold-400/30 bg-brand-700 shadow-lg shadow-brand-900/20"
      ref={header}
    >
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />

        <nav aria-label={layoutMessages.mainMenu} className="hidden items-center gap-1 lg:flex">
          {kit ? (
            <kit.NavDropdown menu="bio" label={layoutMessages.bio} links={bioLinks} />
          ) : (
            <MenuStandIn menu="bio" label={layoutMessages.bio} className={navButtonClass} />
          )}
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
          {kit ? (
            <kit.NavDropdown menu="more" label={layoutMessages.more} links={moreLinks} />
          ) : (
            <MenuStandIn menu="more" label={layoutMessages.more} className={navButtonClass} />
          )}
        </nav>

        <div className="hidden items-center gap-3 lg:flex">
          {kit ? (
            <kit.LanguageMenu menu="language" className={pillClass} />
          ) : (
            <MenuStandIn
              menu="language"
              label={<LanguageLabel />}
              aria-label={languageAriaLabel()}
              className={pillClass}
              chevron={false}
            />
          )}
          {isLoading ? (
            <span className="h-9 w-24" aria-hidden="true" />
          ) : isLoggedIn ? (
            kit ? (
              <kit.SettingsMenu menu="settings" />
            ) : (
              <MenuStandIn menu="settings" label={settingsLabel} className={pillClass} />
            )
          ) : (
            <RouterLink
              to={loginHref}
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
