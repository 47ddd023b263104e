import type { TUserInfo } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { flagsOf, proofsOf } from './flags';

const info = (changes: Partial<TUserInfo> = {}, flags: Partial<Record<string, boolean>> = {}): TUserInfo =>
  ({
    leaveStatus: 1,
    serviceType: '',
    allMenu: {
      afEmployeeRoleList: [
        {
          af_service: true,
          fundtransfer: false,
          enter_transact: true,
          income_transact: true,
          leave_transact: false,
          ...flags,
        },
      ],
      menuList: [],
    },
    ...changes,
  }) as TUserInfo;

describe('the proofs /Openproof offers', () => {
  it('follows the role flags of the stored menu', () => {
    expect(proofsOf(info())).toEqual([1, 3]);
    expect(proofsOf(info({}, { income_transact: false }))).toEqual([1]);
    expect(proofsOf(info({}, { enter_transact: false, income_transact: false }))).toEqual([]);
  });
  it('hides the income certificate from 人事代理', () => {
    expect(proofsOf(info({ serviceType: '人事代理' }))).toEqual([1]);
  });
  it('offers nothing without the stored menu', () => {
    expect(proofsOf(null)).toEqual([]);
    expect(flagsOf({ ...info(), allMenu: undefined } as unknown as TUserInfo)).toBeNull();
  });
});
