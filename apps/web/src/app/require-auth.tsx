import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../platform/session-store';
import { loginPathFor } from './redirect';

export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) {
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  }
  return children;
}
