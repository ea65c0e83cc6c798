import './lib/locale';
import { currentLocale } from '@teater/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { basenameOf } from './lib/locale';
import './index.css';

// The build's boot script lifts this once the main picture is painted (src/boot.ts); the
// development server has none, so the app does (a no-op after the boot script).
document.documentElement.removeAttribute('data-first-screen');

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <Providers client={createQueryClient()}>
        <BrowserRouter basename={basenameOf(currentLocale())}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // Public pages arrive rendered by the server (entry-server.tsx): take over that HTML. As a
  // transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a phone stays responsive to scrolling meanwhile).
  if (root.hasAttribute('data-ssr')) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
