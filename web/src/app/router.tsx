import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '../components/status';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { RequireGuard } from './guards';
import { RootLayout } from './layout/root-layout';
import { adminRoutes, type PageRoute, pageRoutes } from './route-table';

/**
 * Declarative routes (React Router's data router is about 16 KB gzip more on every first load and
 * none of its data APIs are used): each page is a React.lazy component, created once.
 */
const toRoute = ({ path, page, guard, props }: PageRoute) => {
  const Page = lazy(page);
  return (
    <Route
      key={path}
      path={path}
      element={
        <RequireGuard guard={guard}>
          <Page {...props} />
        </RequireGuard>
      }
    />
  );
};

const AdminLayout = lazy(() => import('../features/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const site = pageRoutes.map(toRoute);
const admin = adminRoutes.map(toRoute);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {site}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <Suspense fallback={<Loading />}>
            <AdminLayout />
          </Suspense>
        }
      >
        {admin}
      </Route>
    </Routes>
  );
}
