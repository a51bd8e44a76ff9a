/**
 * The redirect rules of docs/product.md §2, read at render time from the browser session:
 * token -> /login, / and /admin go to /admin/homepage; no token but a session_id cookie -> /check-in;
 * neither -> anything outside the public list goes to /login.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSessionId, hasToken } from '../api/session.ts';
import { paths } from './paths.ts';

/** Where someone who may not stay on a page goes. */
export function entryPath(): string {
  if (hasToken()) return paths.home;
  return hasSessionId() ? paths.checkIn : paths.login;
}

/** `/`: the landing page for visitors, the admin home for a signed-in user, /check-in half-way. */
export function LandingGate({ children }: { children: ReactNode }) {
  if (hasToken()) return <Navigate to={paths.home} replace />;
  return hasSessionId() ? <Navigate to={paths.checkIn} replace /> : children;
}

/** `/login`: signed in -> home; half-way through the one-time password -> /check-in. */
export function LoginGate({ children }: { children: ReactNode }) {
  if (hasToken()) return <Navigate to={paths.home} replace />;
  return hasSessionId() ? <Navigate to={paths.checkIn} replace /> : children;
}

/** `/check-in` only makes sense with a pending sign-in. */
export function CheckInGate({ children }: { children: ReactNode }) {
  if (hasToken()) return <Navigate to={paths.home} replace />;
  return hasSessionId() ? children : <Navigate to={paths.login} replace />;
}

/** Signed-in routes (/admin/*, /payment-finish). */
export function RequireToken({ children }: { children: ReactNode }) {
  return hasToken() ? children : <Navigate to={entryPath()} replace />;
}

/** Unknown paths. */
export function Fallback() {
  return <Navigate to={entryPath()} replace />;
}
