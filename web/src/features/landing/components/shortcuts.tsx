import { landingMessages } from '@teater/contract';
import { Link } from 'react-router';
import { SITE_NAME } from '../../../lib/site';
import { menuLinks } from '../../../lib/site-table';
import { SectionHeading } from './section-heading';
import { shortcutIcons } from './shortcut-icons';

const t = landingMessages;

/** The eight shortcut buttons of spec 2, in its order (the URL table's `shortcuts` menu). */
const shortcuts = menuLinks('shortcuts');

export function Shortcuts() {
  return (
    <section aria-labelledby="shortcuts-title" className="bg-brand-900 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="shortcuts-title" eyebrow={SITE_NAME} title={t.shortcutsHeading} tone="dark" />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex h-full min-h-24 flex-col items-start justify-between gap-3 rounded-xl bg-white/5 p-5 font-semibold text-white ring-1 ring-white/15 transition hover:-translate-y-0.5 hover:bg-white/10 hover:ring-gold-400"
              >
                <span className="text-gold-400">{s.icon && shortcutIcons[s.icon]}</span>
                <span className="flex w-full items-center justify-between gap-2">
                  {s.label}
                  <span aria-hidden="true" className="text-gold-400">
                    →
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
