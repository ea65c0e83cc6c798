import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../components/status';

export function AdminLayout() {
  return (
    <div className="min-h-screen bg-stone-100">
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
