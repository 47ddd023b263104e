import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '../../platform/session-store';
import { flagsOf } from './flags';

/**
 * Certificate and resignation screens need the stored menu with their flag (spec 3 §6): without
 * it they go to /index. `proof` needs enter_transact or income_transact; `resignation` leave_transact.
 */
export function RequireCertificateFlag({
  need,
  children,
}: {
  need: 'proof' | 'resignation';
  children: ReactNode;
}) {
  const info = useSessionStore((s) => s.userInfo);
  const flags = flagsOf(info);
  const allowed =
    flags !== null &&
    (need === 'resignation' ? flags.leave_transact : flags.enter_transact || flags.income_transact);
  return allowed ? children : <Navigate to="/index" replace />;
}
