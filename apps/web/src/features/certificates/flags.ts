import type { TUserInfo } from '@ehome/shared';
import { offeredProofs } from '@ehome/shared/certificates/rules';

export type TFlags = { enter_transact: boolean; income_transact: boolean; leave_transact: boolean };

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
