import { Center, Loader } from '@mantine/core';
import type { Permission } from '@vd/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessOf, useActor } from '../api/permissions.ts';
import { isInternal } from '../api/session.ts';
import { showAccessDenied } from '../api/toasts.ts';
import { paths } from './paths.ts';

/**
 * A page only some roles may use, opened by its address: the others get the access-denied toast of
 * docs/product.md §5 and go to /admin/homepage, as a 403 would send them, without calling the API first.
 */
export function RequireAccess({ permission, children }: { permission: Permission; children: ReactNode }) {
  const actor = useActor();
  const access = accessOf(actor, permission);
  const denied = access.denial === 'role' || access.denial === 'read-only';
  useEffect(() => {
    if (denied) showAccessDenied();
  }, [denied]);
  if (!actor) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return access.allowed ? children : <Navigate to={paths.home} replace />;
}

/**
 * Internal staff who have not picked a company yet only have their company list (Beranda): any
 * other admin address leads back to it, before a page can call the API and meet a 403.
 */
export function RequireCompany({ children }: { children: ReactNode }) {
  const actor = useActor();
  const { pathname } = useLocation();
  // Staff (known from the session before the profile arrives): no page mounts, and calls the API,
  // until it is known whether a company is picked.
  if (!actor && isInternal() && pathname !== paths.home) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (actor?.role === 'internal' && !actor.company && pathname !== paths.home) {
    return <Navigate to={paths.home} replace />;
  }
  return children;
}
