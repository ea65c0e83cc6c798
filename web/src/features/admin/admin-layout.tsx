// uPlot's styles for the charts of admin screens (components/month-chart.tsx); a few hundred bytes
import 'uplot/dist/uPlot.min.css';
import { adminMessages } from '@teater/contract';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { AppReady } from '../../components/app-ready';
import { Loading } from '../../components/status';
import { useLogout } from '../../lib/session';
import { SITE_NAME } from '../../lib/site';
import { adminNav } from '../../lib/site-table';

const sections = adminNav();

/** Every admin screen: the shared side navigation (collapsible on phones) beside the screen. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // A chosen link closes the phone menu.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="min-h-screen bg-stone-100 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {adminMessages.skipToContent}
      </a>
      <div className="flex items-center justify-between bg-stone-900 px-4 py-3 text-white md:hidden">
        <span className="font-display text-lg font-bold">{adminMessages.superAdmin}</span>
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          aria-controls="admin-nav"
          className="rounded border border-stone-600 px-3 py-1 text-sm"
        >
          {open ? adminMessages.closeMenu : adminMessages.openMenu}
        </button>
      </div>
      <aside
        id="admin-nav"
        className={`${open ? 'block' : 'hidden'} bg-stone-900 text-stone-200 md:sticky md:top-0 md:block md:h-screen md:w-64 md:shrink-0 md:overflow-y-auto`}
      >
        <SideNav />
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-8">
        <Suspense fallback={<Loading />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
    </div>
  );
}

function SideNav() {
  const logout = useLogout();
  return (
    <nav aria-label={adminMessages.menu} className="flex flex-col gap-4 p-4">
      <div className="hidden md:block">
        <p className="font-display text-xl font-bold text-white">{adminMessages.superAdmin}</p>
        <p className="text-xs text-stone-400">{SITE_NAME}</p>
      </div>
      <Link to="/" className="text-sm text-gold-400 hover:underline">
        ← {adminMessages.backToSite}
      </Link>
      {sections.map((group) => (
        <div key={group.label}>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-stone-400">{group.label}</p>
          <ul className="space-y-0.5">
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `block rounded px-3 py-1.5 text-sm ${isActive ? 'bg-brand-600 text-white' : 'hover:bg-stone-800'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button
        type="button"
        onClick={logout}
        className="rounded px-3 py-1.5 text-left text-sm text-red-300 hover:bg-stone-800"
      >
        {adminMessages.logout}
      </button>
    </nav>
  );
}
