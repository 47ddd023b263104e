import type { TMenuItem } from '@ehome/shared';
import { describe, expect, it } from 'vitest';
import { hasScreen } from '../../platform/screens';
import { visibleMenu } from './menu';

const entry = (name: string, menu_url: string): TMenuItem => ({ name, menu_url, children: [] });
const area = (name: string, children: TMenuItem[]): TMenuItem => ({ name, menu_url: '', children });

describe('home menu', () => {
  it('shows only entries the server allows and the client has a screen for', () => {
    const menuList = [
      area('account', [entry('messages', '/Mynews'), entry('language', '/selectLanuage')]),
      area('attendance', [entry('clockIn', '/Attendancecard?tab=1'), entry('leaveAmount', '/LeaveAmount')]),
    ];
    const paths = ['/Attendancecard', '/selectLanuage'];

    const menu = visibleMenu(menuList, (url) => hasScreen(url, paths));

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
    expect(visibleMenu(menuList, (url) => hasScreen(url, ['/selectLanuage']))).toEqual([]);
  });

  it('never shows what the server left out, even if the screen exists', () => {
    expect(visibleMenu([], () => true)).toEqual([]);
  });

  it('matches parameterised routes and ignores the query string', () => {
    const paths = ['/AttendanceDetail/:type/:ym'];
    expect(hasScreen('/AttendanceDetail/late/2026-01?x=1', paths)).toBe(true);
    expect(hasScreen('/AttendanceDetail', paths)).toBe(false);
  });
});
