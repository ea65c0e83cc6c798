import {
  CloseButton,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import { layoutMessages } from '@teater/contract';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '../../components/icons';
import { useLoginHref } from '../../lib/login-return';
import { useLogout, useSession } from '../../lib/session';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { accountLinks, bioLinks, mobileDirectLinks, moreLinks, type NavLink } from './nav-links';

const rowClass =
  'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold text-stone-100 hover:bg-white/10 hover:text-gold-400';

/** The phone menu's panel, sliding in from the right (Headless UI Dialog: focus trapped, Escape closes). */
export function MobilePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { isLoggedIn, isAdmin } = useSession();
  const leave = useLogout();
  const loginHref = useLoginHref();

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition-opacity duration-200 ease-out data-closed:opacity-0 data-leave:duration-150"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col overflow-y-auto bg-brand-900 shadow-2xl transition duration-200 ease-out data-closed:translate-x-full data-leave:duration-150 data-leave:ease-in"
      >
        <div className="flex items-center justify-between border-b border-white/10 px-4 py-4">
          <Logo />
          <CloseButton className="rounded-md p-2 text-white hover:bg-white/10" aria-label={layoutMessages.closeMenu}>
            <CloseIcon width={24} height={24} />
          </CloseButton>
        </div>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <nav aria-label={layoutMessages.mainMenu} className="flex-1 space-y-1 px-3 py-4">
          <Group label={layoutMessages.aboutUs} links={bioLinks} onNavigate={onClose} />
          {mobileDirectLinks.map((link) => (
            <Link key={link.to} to={link.to} onClick={onClose} className={rowClass}>
              {link.label}
            </Link>
          ))}
          <Group label={layoutMessages.more} links={moreLinks} onNavigate={onClose} />
          {isLoggedIn && <Group label={layoutMessages.myAccount} links={accountLinks(isAdmin)} onNavigate={onClose} />}
        </nav>
        <div className="flex items-center gap-3 border-t border-white/10 px-4 py-4">
          <LanguageMenu className="inline-flex items-center gap-1.5 rounded-full border border-white/30 px-3 py-2 text-sm font-semibold text-white hover:border-gold-400 hover:text-gold-400" />
          {isLoggedIn ? (
            <button
              type="button"
              onClick={leave}
              className="flex-1 rounded-full border border-gold-400 px-4 py-2 text-sm font-bold text-gold-400 hover:bg-gold-400 hover:text-brand-900"
            >
              Logout
            </button>
          ) : (
            <Link
              to={loginHref}
              onClick={onClose}
              className="flex-1 rounded-full bg-gold-400 px-4 py-2 text-center text-sm font-bold text-brand-900 hover:bg-amber-300"
            >
              Login
            </Link>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}

/** A collapsible group of links in the phone menu. */
function Group({ label, links, onNavigate }: { label: string; links: NavLink[]; onNavigate: () => void }) {
  return (
    <Disclosure>
      <DisclosureButton className={`group ${rowClass}`}>
        {label}
        <ChevronDownIcon className="transition-transform duration-200 group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel
        transition
        className="origin-top space-y-0.5 border-l-2 border-gold-400/40 ml-3 pl-2 transition duration-200 ease-out data-closed:-translate-y-1 data-closed:opacity-0 data-leave:duration-150"
      >
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            onClick={onNavigate}
            className="block rounded-md px-3 py-2 text-sm text-stone-200 hover:bg-white/10 hover:text-gold-400"
          >
            {link.label}
          </Link>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
