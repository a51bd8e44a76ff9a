import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { useEmailVerification } from '../features/auth/useEmailVerification.ts';
import { PageSuspense } from './lazy-page.tsx';

/** Wraps every route: handles the e-mail verification `code` before any redirect rule applies. */
export function RootLayout() {
  const verifying = useEmailVerification();
  return verifying ? (
    <FullPageLoader />
  ) : (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
}
