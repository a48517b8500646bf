import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  clearPostLoginRedirect,
  readPostLoginRedirect,
  rememberPostLoginRedirect,
} from '@/lib/auth-redirect';
import { paths } from '@/lib/paths';

/** A signed-in page opened while signed out: go to /auth and come back here after login. */
export function RedirectToAuth() {
  const location = useLocation();
  rememberPostLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
  return <Navigate to={paths.auth} replace />;
}

/**
 * /auth while signed in. Also the last step of registering: the refreshed user lands here and
 * is sent on, in-app, to the remembered page or home.
 */
export function SignedInAuthRedirect() {
  const target = readPostLoginRedirect() ?? paths.home;
  useEffect(() => {
    clearPostLoginRedirect();
  }, []);
  return <Navigate to={target} replace />;
}

/** Redirects to `to`, keeping the query string (e.g. /subscription?selectedTier=pro). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search }} replace />;
}
