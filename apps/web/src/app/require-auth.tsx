import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../platform/paths';
import { useSessionStore } from '../platform/session-store';

export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) {
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  }
  return children;
}
