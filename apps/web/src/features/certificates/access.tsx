import type { TUserInfo } from '@ehome/shared';
import { offeredProofs } from '@ehome/shared/certificates/rules';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '../../platform/session-store';

type TFlags = { enter_transact: boolean; income_transact: boolean; leave_transact: boolean };

/** The role flags of the stored menu (spec 3 §3 allMenu.afEmployeeRoleList), or null without it. */
export function flagsOf(info: TUserInfo | null): TFlags | null {
  const flags = info?.allMenu?.afEmployeeRoleList?.[0];
  return flags ?? null;
}

/** The proofs this person is offered (on-job 1, income 3), by the same rule the server applies. */
export function proofsOf(info: TUserInfo | null): number[] {
  const flags = flagsOf(info);
  if (!info || !flags) return [];
  return offeredProofs({ flags, leaveStatus: info.leaveStatus, serviceType: info.serviceType ?? '' });
}

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
