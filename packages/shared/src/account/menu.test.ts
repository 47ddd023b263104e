import { describe, expect, it } from 'vitest';
import { menuForUser, PRODUCT_MENU } from './menu';

const noFlags = {};

describe('menu for a user', () => {
  it('shows approvals only to approvers and locations only to HR', () => {
    const employee = menuForUser({ roles: ['employee'], flags: noFlags, employeeType: 'CiicEmployee' });
    const names = (m: typeof employee) => m.flatMap((a) => a.children.map((c) => c.name));
    expect(employee.map((a) => a.name)).not.toContain('approvals');
    expect(names(employee)).not.toContain('attendanceLocation');

    const manager = menuForUser({
      roles: ['employee', 'manager'],
      flags: noFlags,
      employeeType: 'CiicEmployee',
    });
    expect(names(manager)).toContain('approvalQuery');
    expect(names(manager)).not.toContain('makeUpClockApproval');

    const hr = menuForUser({ roles: ['employee', 'hr'], flags: noFlags, employeeType: 'CiicEmployee' });
    expect(names(hr)).toEqual(expect.arrayContaining(['attendanceLocation', 'makeUpClockApproval']));
  });

  it('grants certificates by service flag and children by employee type', () => {
    const none = menuForUser({ roles: ['employee'], flags: noFlags, employeeType: 'Visitor' });
    expect(none.map((a) => a.name)).not.toContain('certificates');
    expect(none.flatMap((a) => a.children).map((c) => c.name)).not.toContain('addChildren');
    const withFlags = menuForUser({
      roles: ['employee'],
      flags: { fundtransfer: true },
      employeeType: 'CiicEmployee',
    });
    const cert = withFlags.find((a) => a.name === 'certificates');
    expect(cert?.children.map((c) => c.name)).toEqual(['resignationFund']);
  });

  it('has unique entry names and routes', () => {
    const entries = PRODUCT_MENU.flatMap((a) => a.children);
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.menu_url)).size).toBe(entries.length);
  });
});
