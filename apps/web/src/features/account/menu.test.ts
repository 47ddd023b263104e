import { menuForUser, PRODUCT_MENU, type TMenuItem } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { hasRoute } from '../../app/routes';
import { visibleMenu } from './menu';

const entry = (name: string, menu_url: string): TMenuItem => ({ name, menu_url, children: [] });
const area = (name: string, children: TMenuItem[]): TMenuItem => ({ name, menu_url: '', children });

describe('home menu', () => {
  it('shows only entries the server allows and the client has a screen for', () => {
    const menuList = [
      area('account', [entry('messages', '/Mynews'), entry('language', '/selectLanuage')]),
      area('attendance', [entry('clockIn', '/Attendancecard?tab=1'), entry('leaveAmount', '/LeaveAmount')]),
    ];
    const routes = [{ path: '/Attendancecard' }, { path: '/selectLanuage' }];

    const menu = visibleMenu(menuList, (url) => hasRoute(url, routes));

    expect(menu).toEqual([
      { name: 'attendance', entries: [{ name: 'clockIn', to: '/Attendancecard?tab=1' }] },
      { name: 'account', entries: [{ name: 'language', to: '/selectLanuage' }] },
    ]);
  });

  it('hides an area with no screen yet, and areas the client does not know', () => {
    const menuList = [
      area('shop', [entry('salesShop', '/goods')]),
      area('future', [entry('x', '/selectLanuage')]),
    ];
    expect(visibleMenu(menuList, hasRoute)).toEqual([]);
  });

  it('never shows what the server left out, even if the screen exists', () => {
    expect(visibleMenu([], () => true)).toEqual([]);
  });

  it('matches parameterised routes and ignores the query string', () => {
    const routes = [{ path: '/AttendanceDetail/:type/:ym' }];
    expect(hasRoute('/AttendanceDetail/late/2026-01?x=1', routes)).toBe(true);
    expect(hasRoute('/AttendanceDetail', routes)).toBe(false);
  });

  it('leaves no dead entry for any user of the product menu', () => {
    const menuList = menuForUser({
      roles: ['employee', 'manager', 'hr', 'admin'],
      flags: {
        af_service: true,
        fundtransfer: true,
        enter_transact: true,
        income_transact: true,
        leave_transact: true,
      },
      employeeType: 'CiicEmployee',
    });
    const visible = visibleMenu(menuList, hasRoute).flatMap((a) => a.entries);
    const implemented = PRODUCT_MENU.flatMap((a) => a.children).filter((e) => hasRoute(e.menu_url));
    expect(visible.map((e) => e.to).sort()).toEqual(implemented.map((e) => e.menu_url).sort());
    expect(visible.map((e) => e.to)).toContain('/selectLanuage');
  });
});
