import { layoutMessages } from '@teater/contract';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, YoutubeIcon } from '../../components/icons';
import { contact, type SocialName } from '../../lib/contact';
import { loginPath } from '../../lib/login-return';
import { SITE_NAME } from '../../lib/site';
import { menuLinks } from '../../lib/site-table';

const footerLinks = menuLinks('footer');

const socialIcons: Record<SocialName, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  YouTube: YoutubeIcon,
  Facebook: FacebookIcon,
};

/** The year now in Bandar Lampung (WIB), whatever the server's or the browser's zone. */
const yearInWib = () =>
  new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date());

const headingClass = 'mb-4 text-xs font-bold uppercase tracking-[0.2em] text-gold-400';

/** Coalition membership, address, links, social accounts, copyright. */
export function Footer() {
  return (
    <footer className="border-t-4 border-brand-700 bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl font-bold text-white">{SITE_NAME}</p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-stone-400">{layoutMessages.footerTagline}</p>
          <ExternalLink
            href={contact.coalition.url}
            className="mt-5 inline-flex items-center gap-2 rounded-full border border-gold-400/40 px-4 py-1.5 text-sm font-medium text-gold-400 hover:border-gold-400"
          >
            {layoutMessages.footerCoalition}
          </ExternalLink>
        </div>

        <div>
          <h2 className={headingClass}>{layoutMessages.footerAddress}</h2>
          <address className="flex gap-2 text-sm not-italic leading-relaxed">
            <MapPinIcon className="mt-0.5 shrink-0 text-gold-400" width={18} height={18} />
            <span>
              {contact.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <a href={`mailto:${contact.email}`} className="mt-3 flex items-center gap-2 text-sm hover:text-gold-400">
            <MailIcon className="shrink-0 text-gold-400" width={18} height={18} />
            {contact.email}
          </a>
        </div>

        <div className="grid grid-cols-2 gap-6 lg:grid-cols-1">
          <nav aria-label={layoutMessages.footerNav}>
            <h2 className={headingClass}>{layoutMessages.footerLinks}</h2>
            <ul className="space-y-2 text-sm">
              {footerLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.viaLogin ? loginPath(link.to) : link.to} className="hover:text-gold-400">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={headingClass}>{layoutMessages.footerFollow}</h2>
            <ul className="flex gap-3">
              {contact.social.map(({ name, url }) => {
                const Icon = socialIcons[name];
                return (
                  <li key={name}>
                    <ExternalLink
                      href={url}
                      aria-label={`${name} ${SITE_NAME}`}
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-700 hover:text-gold-400"
                    >
                      <Icon />
                    </ExternalLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* a page rendered on 31 December and hydrated on 1 January may differ by a year */}
        <p suppressHydrationWarning className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-stone-400">
          © {yearInWib()} {SITE_NAME}. {layoutMessages.footerRights}
        </p>
      </div>
    </footer>
  );
}
