import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RequireGuard } from './guards';
import { RootLayout } from './layout/root-layout';
import { adminRoutes, type PageRoute, siteRoutes } from './route-table';

const toRoute = ({ path, page, guard = 'public' }: PageRoute): RouteObject => ({
  path,
  lazy: async () => {
    const { default: Page } = await page();
    return {
      element: (
        <RequireGuard guard={guard}>
          <Page />
        </RequireGuard>
      ),
    };
  },
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [...siteRoutes.map(toRoute), { path: '*', element: <NotFoundPage /> }],
  },
  {
    lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
    children: adminRoutes.map(toRoute),
  },
]);
