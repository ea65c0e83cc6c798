import { layoutMessages } from '@teater/contract';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppReady } from '../../components/app-ready';
import { island } from '../../components/island';
import { Loading } from '../../components/status';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { useScrollRestoration } from './use-scroll-restoration';

// The parts of the layout that react to the visitor: all a server-rendered page hydrates of it.
const HeaderIsland = island('header', Header);
const ScrollToTopIsland = island('scroll-to-top', ScrollToTop);

/** The public layout: header, page, footer, scroll-to-top. */
export function RootLayout() {
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {layoutMessages.skipToContent}
      </a>
      <HeaderIsland />
      {/* at least a screen tall: the footer starts below the fold, so a page arriving never shifts it in view */}
      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopIsland />
      {/* A new page starts at its top; back and forward return to where the visitor was. */}
    </div>
  );
}
